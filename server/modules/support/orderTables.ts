/**
 * The orders module's tables: an order, its items (with what a dissociation kept), its refunds (each
 * item once), its payment transactions and its tax lines. Orders belong to support's users
 * (`customers`, whose module comes first).
 */
export const ORDERS_DDL = `CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES customers(id), username TEXT NOT NULL,
  email TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'deleted')), purchaser_ip TEXT NOT NULL,
  date_created TEXT NOT NULL, currency TEXT NOT NULL, subtotal REAL NOT NULL, tax_total REAL NOT NULL,
  fee_total REAL NOT NULL, total REAL NOT NULL, refund_total REAL NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS orders_created ON orders(date_created);
CREATE INDEX IF NOT EXISTS orders_ip ON orders(purchaser_ip);
CREATE TABLE IF NOT EXISTS order_items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  track_id INTEGER, name TEXT NOT NULL, audio_format TEXT NOT NULL, price REAL NOT NULL, fee REAL NOT NULL DEFAULT 0,
  tax REAL NOT NULL DEFAULT 0, availability INTEGER NOT NULL CHECK (availability IN (0, 1, 2)), refunded INTEGER NOT NULL DEFAULT 0,
  dissociated_from INTEGER CHECK (dissociated_from IN (0, 1)));
CREATE INDEX IF NOT EXISTS order_items_order ON order_items(order_id, id);
CREATE TABLE IF NOT EXISTS order_refunds (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items(id), method TEXT NOT NULL, price REAL NOT NULL,
  fee REAL NOT NULL, tax REAL NOT NULL, amount REAL NOT NULL,
  username TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS order_transactions (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL, method TEXT NOT NULL, amount REAL NOT NULL, reference TEXT NOT NULL, created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS order_transactions_order ON order_transactions(order_id);
CREATE TABLE IF NOT EXISTS order_tax_lines (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('city', 'state', 'VAT')), name TEXT NOT NULL, amount REAL NOT NULL);
CREATE INDEX IF NOT EXISTS order_tax_lines_order ON order_tax_lines(order_id);`;
