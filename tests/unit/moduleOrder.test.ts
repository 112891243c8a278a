/** The order of a page's modules within a slot (issue 40): kept by place, moved whole, checked, and drawn so by the preview. */
import { describe, expect, it } from 'vitest';
import { MODULE_TYPE as M, SLOT } from '../../resources/curation/layout';
import { inSlotOrder, moduleOrderError, moveTo } from '../../resources/curation/moduleOrder';
import { placeModules } from '../../src/pages/curation/preview';

const mod = (id: number, slot_id: number | null, slot_position: number | null) => ({
    id,
    name: `M${id}`,
    slot_id,
    slot_position,
    type_id: M.feature,
    items: [],
    enabled: true,
});

describe('a slot’s order', () => {
    it('is by place, top first; a module new to the slot (no place yet) comes last, by id', () => {
        const modules = [
            mod(1, SLOT.left, 2),
            mod(2, SLOT.left, null),
            mod(3, SLOT.left, 1),
            mod(4, SLOT.right, 1),
            mod(5, SLOT.left, null),
        ];
        expect(inSlotOrder(modules, SLOT.left).map(m => m.id)).toEqual([3, 1, 2, 5]);
        expect(inSlotOrder(modules, SLOT.right).map(m => m.id)).toEqual([4]);
        expect(inSlotOrder(modules, SLOT.header)).toEqual([]);
    });

    it('moves one module to a place, the others closing up around it', () => {
        expect(moveTo([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
        expect(moveTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
        expect(moveTo([1, 2, 3, 4], 2, 9)).toEqual([1, 3, 4, 2]);
        expect(moveTo([1, 2], 2, -1)).toEqual([2, 1]);
    });

    it('must name each module of the slot once, in a slot that exists', () => {
        expect(moduleOrderError(SLOT.left, [1, 2, 3], [3, 1, 2])).toBeNull();
        expect(moduleOrderError(SLOT.left, [], [])).toBeNull();
        expect(moduleOrderError(SLOT.left, [1, 2, 3], [3, 1])).toBe(
            'The order must name each module of the Left slot once: 1, 2, 3'
        );
        expect(moduleOrderError(SLOT.left, [1, 2], [1, 1])).not.toBeNull();
        expect(moduleOrderError(SLOT.left, [1, 2], [1, 2, 7])).not.toBeNull();
        expect(moduleOrderError(SLOT.right, [1, 2], [2, 9])).not.toBeNull();
        expect(moduleOrderError(7, [], [])).toBe('Choose a slot: 1 (Header), 2 (Left), 3 (Right)');
    });
});

describe('the preview', () => {
    it('draws each slot’s modules in their order, whatever order they came in', () => {
        const modules = [
            mod(1, SLOT.left, 3),
            mod(2, SLOT.left, 1),
            mod(3, SLOT.right, null),
            mod(4, SLOT.left, 2),
            mod(5, SLOT.right, 1),
        ];
        const layout = placeModules(modules, 1, 'desktop');
        expect(layout.left.map(m => m.id)).toEqual([2, 4, 1]);
        expect(layout.right.map(m => m.id)).toEqual([5, 3]);
    });
});
