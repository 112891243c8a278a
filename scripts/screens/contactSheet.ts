/** Pure HTML for the gallery: one contact sheet per account and a top index linking them. */

/** One screen photographed at every width. */
export interface Shot {
    /** File name without .png, the same in each width's folder. */
    name: string;
    /** The route as visited, e.g. `/catalog/tracks/1500/status`. */
    route: string;
    /** What the screen is: the menu entry, "Create", or the tab's label. */
    title: string;
    /** What went wrong while taking it (an error page, a failed call, a timeout); empty when nothing did. */
    problems: string[];
}

export interface AccountGallery {
    account: string;
    widths: number[];
    shots: Shot[];
    seconds: number;
}

export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#222}
figure{margin:0 0 28px;border-top:1px solid #ccc;padding-top:8px}
figcaption{margin-bottom:6px}figcaption code{background:#f3f3f3;padding:1px 4px}
.shots{display:flex;gap:12px;align-items:flex-start}
.shots a{display:block;border:1px solid #bbb}.shots img{display:block;width:480px;max-height:600px;object-fit:cover;object-position:top}
.width{font-size:12px;color:#555}.problem{color:#b00020}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}`;

const page = (title: string, body: string) =>
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body>\n${body}\n</body></html>\n`;

/** `<account>/index.html`: every screen's caption (title, route, problems) above its picture at each width. */
export function accountIndexHtml(gallery: AccountGallery): string {
    const figures = gallery.shots.map(shot => {
        const problems = shot.problems.map(p => `<div class="problem">${escapeHtml(p)}</div>`).join('');
        const images = gallery.widths
            .map(width => {
                const src = `${width}/${encodeURIComponent(shot.name)}.png`;
                return (
                    `<div><div class="width">${width} px</div><a href="${src}">` +
                    `<img src="${src}" loading="lazy" alt="${escapeHtml(`${shot.title} at ${width} px`)}"></a></div>`
                );
            })
            .join('');
        return (
            `<figure id="${escapeHtml(shot.name)}"><figcaption><strong>${escapeHtml(shot.title)}</strong> ` +
            `<code>${escapeHtml(shot.route)}</code> <span class="width">${escapeHtml(shot.name)}.png</span>${problems}` +
            `</figcaption><div class="shots">${images}</div></figure>`
        );
    });
    const heading = `<h1>${escapeHtml(gallery.account)}: ${gallery.shots.length} screens</h1><p><a href="../index.html">All accounts</a></p>`;
    return page(`Screens: ${gallery.account}`, [heading, ...figures].join('\n'));
}

/** `index.html`: each account with its screen count, problems and time, linking to its sheet. */
export function topIndexHtml(galleries: AccountGallery[], note: string): string {
    const rows = galleries.map(g => {
        const problems = g.shots.filter(s => s.problems.length).length;
        return (
            `<tr><td><a href="${encodeURIComponent(g.account)}/index.html">${escapeHtml(g.account)}</a></td>` +
            `<td>${g.shots.length}</td><td${problems ? ' class="problem"' : ''}>${problems}</td><td>${g.seconds.toFixed(0)} s</td></tr>`
        );
    });
    const total = galleries.reduce((n, g) => n + g.shots.length, 0);
    return page(
        'Screens',
        `<h1>Screens: ${total} in ${galleries.length} accounts</h1><p>${escapeHtml(note)}</p>` +
            `<table><thead><tr><th>account</th><th>screens</th><th>with problems</th><th>time</th></tr></thead><tbody>` +
            rows.join('') +
            `</tbody></table>`
    );
}
