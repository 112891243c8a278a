/**
 * Seeded curation: pages of each type with modules in every slot (and one attached to no page),
 * whose items are real catalog records with their titles, or links with images, each image a real
 * PNG of the size where its module's items show.
 */
import { itemImageSize, MODULE_TYPE as M, SLOT } from '../../../resources/curation/layout';
import { dayAfter, type SeedContext } from '../../core/module';
import type { DB } from '../../db';
import { gradientPng } from '../../core/png';

type Rgb = [number, number, number];
const PALETTE: [Rgb, Rgb][] = [
    [
        [232, 93, 4],
        [106, 4, 15],
    ],
    [
        [72, 149, 239],
        [58, 12, 163],
    ],
    [
        [6, 214, 160],
        [17, 138, 178],
    ],
    [
        [255, 209, 102],
        [239, 71, 111],
    ],
    [
        [131, 56, 236],
        [58, 134, 255],
    ],
    [
        [38, 70, 83],
        [42, 157, 143],
    ],
];

interface ModuleSeed {
    name: string;
    type: number;
    slot: number | null;
    itemType: string;
    count: number;
    shown?: number;
}
interface PageSeed {
    name: string;
    slug: string;
    type: number;
    modules: ModuleSeed[];
}

const PAGES: PageSeed[] = [
    {
        name: 'Summer House Landing',
        slug: 'summer-house',
        type: 1,
        modules: [
            { name: 'Summer House Header', type: M.feature, slot: SLOT.header, itemType: 'releases', count: 10 },
            { name: 'Summer House Artists', type: M.feature, slot: SLOT.left, itemType: 'artists', count: 6, shown: 6 },
            { name: 'Summer House Charts', type: M.feature, slot: SLOT.right, itemType: 'charts', count: 4, shown: 4 },
        ],
    },
    {
        name: 'Home',
        slug: 'home',
        type: 3,
        modules: [
            { name: 'Home Slideshow', type: M.largeSlideshow, slot: SLOT.header, itemType: 'releases', count: 5 },
            {
                name: 'Home New Tracks',
                type: M.crossMerchandising,
                slot: SLOT.left,
                itemType: 'tracks',
                count: 8,
                shown: 8,
            },
            { name: 'Home Labels', type: M.small, slot: SLOT.right, itemType: 'labels', count: 6, shown: 6 },
        ],
    },
    {
        name: 'Techno Genre Page',
        slug: 'techno',
        type: 2,
        modules: [
            { name: 'Techno Slideshow', type: M.largeSlideshow, slot: SLOT.header, itemType: 'releases', count: 4 },
            {
                name: 'Techno Top Charts',
                type: M.chartFeature,
                slot: SLOT.left,
                itemType: 'charts',
                count: 9,
                shown: 9,
            },
            { name: 'Techno Picks', type: M.feature, slot: SLOT.right, itemType: 'releases', count: 4, shown: 4 },
        ],
    },
];
/** A module kept for later pages: attached to none. */
const SPARE: ModuleSeed = {
    name: 'Autumn Picks (unplaced)',
    type: M.feature,
    slot: null,
    itemType: 'releases',
    count: 3,
};

const RECORDS: Record<string, [table: string, title: string]> = {
    releases: ['releases', 'name'],
    tracks: ['tracks', 'name'],
    artists: ['artists', 'name'],
    charts: ['charts', 'title'],
    labels: ['labels', 'name'],
};

export function seedCuration({ db, base }: SeedContext): void {
    const page = db.prepare(
        `INSERT INTO pages (name, slug, page_type_id, show_primary_nav, enabled, start_date, end_date)
         VALUES (?, ?, ?, ?, 1, ?, ?)`
    );
    const pageIds = PAGES.map((p, i) =>
        Number(page.run(p.name, p.slug, p.type, i % 2, dayAfter(base, -30), dayAfter(base, 60 + i)).lastInsertRowid)
    );
    let colour = 0;
    const placed = PAGES.flatMap((p, i) => p.modules.map(m => ({ m, pageId: pageIds[i], pageType: p.type })));
    for (const { m, pageId, pageType } of [...placed, { m: SPARE, pageId: null, pageType: null }]) {
        seedModule(db, m, pageId, pageType, () => PALETTE[colour++ % PALETTE.length]);
    }
}

function seedModule(db: DB, m: ModuleSeed, pageId: number | null, pageType: number | null, next: () => [Rgb, Rgb]) {
    const moduleId = Number(
        db
            .prepare(
                `INSERT INTO page_modules (name, type_id, page_id, slot_id, item_type, source_type_id, items_shown, enabled)
                 VALUES (?, ?, ?, ?, ?, 1, ?, 1)`
            )
            .run(m.name, m.type, pageId, m.slot, m.itemType, m.shown ?? null).lastInsertRowid
    );
    const [table, title] = RECORDS[m.itemType];
    const records = db
        .prepare(`SELECT id, ${title} AS title FROM ${table} ORDER BY id LIMIT ? OFFSET ?`)
        .all(m.count, moduleId * 3) as { id: number; title: string }[];
    const size = itemImageSize(pageType, m.slot, m.type);
    const image = db.prepare('INSERT INTO images (mime, width, height, data) VALUES (?, ?, ?, ?)');
    const item = db.prepare(
        'INSERT INTO page_module_items (page_module_id, position, item_type, item_id, title, image) VALUES (?, ?, ?, ?, ?, ?)'
    );
    records.forEach((rec, i) => {
        const [top, bottom] = next();
        const png = gradientPng(size.width, size.height, top, bottom);
        const imageId = image.run('image/png', size.width, size.height, png).lastInsertRowid;
        item.run(moduleId, i + 1, m.itemType, rec.id, rec.title, `/v4/media/images/${imageId}/`);
    });
}
