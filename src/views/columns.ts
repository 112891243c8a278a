/** Column labels for the fixed list columns (pure). */
import type { ResourceDef } from '../../resources/schema';

const SPECIAL: Record<string, string> = { id: 'ID', artist_name: 'Artists' };

export function columnLabel(def: ResourceDef, column: string): string {
    if (SPECIAL[column]) return SPECIAL[column];
    if (def.fields[column]) return def.fields[column].label;
    const [head] = column.split('.');
    const ref = def.fields[`${head}_id`];
    if (ref) return ref.label;
    return head.replace(/_/g, ' ').replace(/^\w/, c => c.toUpperCase());
}
