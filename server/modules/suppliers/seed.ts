/** Seeded suppliers: each with a primary contact, a contract, mappings, a note, banking and subscribers. */
import { dayAfter, type SeedContext } from '../../core/module';
import { SUPPLIER_COUNT } from '../../seed/counts';
import { ADJ, NOUN } from '../../seed/words';

function seedSuppliers({ db, r }: SeedContext): void {
    const insert = db.prepare(
        `INSERT INTO suppliers (id, name, ingester_key, ddex_party_id, vendor_code, auto_create_labels,
         pposp_enrollment_status, address_1, city, country_id, state_id, postal_code, phone, phone_ext)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    for (let i = 1; i <= SUPPLIER_COUNT; i++) {
        const american = i % 3 !== 0;
        insert.run(
            i,
            `${r.pick(ADJ)} ${r.pick(NOUN)} Distribution`,
            `ingest-${i}`,
            `PADPIDA${String(2000000000 + i)}`,
            `V${1000 + i}`,
            i % 2,
            i % 4 === 0 ? 0 : 1,
            `${100 + i} Market Street`,
            american ? 'Denver' : 'London',
            american ? 1 : 3,
            american ? 3 : null,
            american ? `802${String(i).padStart(2, '0')}` : `EC1A ${i}AA`,
            american ? `+1 303 555 01${String(i).padStart(2, '0')}` : `+44 20 7946 0${String(i).padStart(3, '0')}`,
            i % 2 ? String(100 + i) : null
        );
    }
}

function seedLists({ db, base, nowIso }: SeedContext): void {
    const contact = db.prepare(
        'INSERT INTO supplier_contacts (supplier_id, contact_type, name, email, username, phone) VALUES (?, ?, ?, ?, ?, ?)'
    );
    const contract = db.prepare(
        'INSERT INTO supplier_contracts (supplier_id, name, start_date, end_date, revenue_share) VALUES (?, ?, ?, ?, ?)'
    );
    const labelMap = db.prepare(
        'INSERT INTO supplier_label_mappings (supplier_id, source_name, label_id) VALUES (?, ?, ?)'
    );
    const genreMap = db.prepare(
        'INSERT INTO supplier_genre_mappings (supplier_id, source_name, genre_id, restricted) VALUES (?, ?, ?, ?)'
    );
    const note = db.prepare('INSERT INTO supplier_notes (supplier_id, note, author, created) VALUES (?, ?, ?, ?)');
    const bank = db.prepare(
        `INSERT INTO supplier_banking (supplier_id, bank_name, account_name, account_number, swift, iban, payment_email, tax_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const subscriber = db.prepare(
        'INSERT INTO supplier_subscribers (supplier_id, username, email, subscribed) VALUES (?, ?, ?, ?)'
    );
    for (let i = 1; i <= SUPPLIER_COUNT; i++) {
        contact.run(i, 'primary', `Primary Contact ${i}`, `primary${i}@supplier.example`, `supplier${i}`, null);
        contact.run(i, 'finance manager', `Finance Manager ${i}`, `finance${i}@supplier.example`, null, null);
        contract.run(i, 'Distribution agreement', dayAfter(base, -400), dayAfter(base, 1400), 70);
        // Supplier 1 owns labels 1-4 (the labels module seeds them next).
        labelMap.run(i, `SUPPLIER-${i} DIGITAL`, i === 1 ? 1 : null);
        genreMap.run(i, 'Electronica', 1, 0);
        genreMap.run(i, 'Spoken Word', 2, 1);
        note.run(i, 'Statements go to the finance manager.', 'admin', nowIso);
        bank.run(
            i,
            'First Example Bank',
            `Supplier ${i} Ltd`,
            `00012345${String(i).padStart(2, '0')}`,
            'FEXBUS33',
            `GB82WEST123456987654${String(i).padStart(2, '0')}`,
            `payments${i}@supplier.example`,
            `TAX-${9000 + i}`
        );
        subscriber.run(i, `supplier${i}`, `primary${i}@supplier.example`, nowIso);
        subscriber.run(i, `reports${i}`, `reports${i}@supplier.example`, nowIso);
    }
}

export function seedSuppliersAndLists(s: SeedContext): void {
    seedSuppliers(s);
    seedLists(s);
}
