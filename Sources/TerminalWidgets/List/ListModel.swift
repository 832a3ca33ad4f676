/// The model behind `ListView` and `GridView`: sections of identifiable items, the selection kept by
/// identity, the marked (multi-selected) items and type-to-search. It knows nothing of rows on
/// screen; items are addressed by a global item index (0 = first item of the first section).
///
/// Costs: replacing the sections is O(items) once (to find the selected item again); every other
/// operation is O(1) or O(log sections), so moving the selection in a list of 10⁶ items is cheap.
public struct ListModel<Item: Identifiable> {
    /// The sections, as last set.
    public private(set) var sections: [ListSection<Item>] = []
    /// The global index of each section's first item, plus the total at the end (`sections.count + 1` entries).
    public private(set) var itemOffsets: [Int] = [0]
    /// The global index of the selected item, or nil when nothing is selected.
    public private(set) var selectedIndex: Int?
    /// The identity of the selected item, or nil.
    public private(set) var selectedID: Item.ID?
    /// The index selected before the last change, so that selecting its item again (a refused move
    /// snapping back) finds it without searching.
    private var previousSelectedIndex: Int?
    /// The identities of the marked items (multi-select).
    public private(set) var markedIDs: Set<Item.ID> = []
    /// The sorted search keys, built on the first search after the sections change.
    private var searchIndex: ListSearchIndex?

    /// Creates an empty model.
    public init() {}

    /// How many items there are in all sections.
    public var itemCount: Int { itemOffsets[itemOffsets.count - 1] }

    /// The selected item, or nil.
    public var selectedItem: Item? { selectedIndex.map(item(at:)) }

    /// Replaces the sections. The selection stays on the item with the same identity wherever it
    /// moved; if that item is gone it falls back to the item now at the same index (clamped).
    /// Marks of items that are gone are dropped.
    public mutating func setSections(_ newSections: [ListSection<Item>]) {
        sections = newSections
        var offsets = [0]
        offsets.reserveCapacity(newSections.count + 1)
        for section in newSections { offsets.append(offsets[offsets.count - 1] + section.items.count) }
        itemOffsets = offsets
        searchIndex = nil
        if let id = selectedID {
            let found = index(of: id)
            selectedIndex = found ?? (itemCount == 0 ? nil : min(selectedIndex ?? 0, itemCount - 1))
            selectedID = selectedIndex.map { item(at: $0).id }
        }
        if !markedIDs.isEmpty {
            var present = Set<Item.ID>()
            for section in newSections {
                for item in section.items where markedIDs.contains(item.id) { present.insert(item.id) }
            }
            markedIDs = present
        }
    }

    /// The section and the index within it of the item at global index `index` (O(log sections)).
    public func position(of index: Int) -> (section: Int, index: Int) {
        var low = 0
        var high = itemOffsets.count - 2  // the last section (read from the offsets: no generic array to measure)
        while low < high {
            let middle = (low + high + 1) / 2
            if itemOffsets[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - itemOffsets[low])
    }

    /// The item at global index `index`, which must be in `0..<itemCount`.
    public func item(at index: Int) -> Item {
        let (section, itemIndex) = position(of: index)
        return sections[section].items[itemIndex]
    }

    /// The global index of the item with identity `id`, searching all items (O(items)).
    public func index(of id: Item.ID) -> Int? {
        for (sectionIndex, section) in sections.enumerated() {
            if let found = section.items.firstIndex(where: { $0.id == id }) { return itemOffsets[sectionIndex] + found }
        }
        return nil
    }

    /// Selects the item at `index` (clamped to the items; nil clears). Returns whether the selection changed.
    @discardableResult
    public mutating func select(index: Int?) -> Bool {
        let target = index.flatMap { itemCount == 0 ? nil : min(max(0, $0), itemCount - 1) }
        guard target != selectedIndex else { return false }
        if selectedIndex != nil { previousSelectedIndex = selectedIndex }
        selectedIndex = target
        selectedID = target.map { item(at: $0).id }
        return true
    }

    /// Selects the item with identity `id` (nil clears); an unknown id clears the selection.
    /// Selecting the already selected id, or the one selected just before, costs no search. Returns
    /// whether the selection changed.
    @discardableResult
    public mutating func select(id: Item.ID?) -> Bool {
        guard id != selectedID || (id != nil && selectedIndex == nil) else { return false }
        if let id, let previous = previousSelectedIndex, previous < itemCount, item(at: previous).id == id {
            return select(index: previous)
        }
        return select(index: id.flatMap(index(of:)))
    }

    /// Marks or unmarks the item at `index`. Returns whether anything changed.
    @discardableResult
    public mutating func toggleMark(at index: Int) -> Bool {
        guard index >= 0, index < itemCount else { return false }
        let id = item(at: index).id
        if markedIDs.remove(id) == nil { markedIDs.insert(id) }
        return true
    }

    /// Replaces the marked identities (unknown ids are kept until the next `setSections`).
    public mutating func setMarkedIDs(_ ids: Set<Item.ID>) {
        markedIDs = ids
    }

    /// Forgets the search keys (call when the key function changes); they are rebuilt on the next search.
    public mutating func invalidateSearchIndex() {
        searchIndex = nil
    }

    /// Finds the next item whose `key` starts with `prefix` (case-insensitive), in list order
    /// starting at the selection (`includingStart`) or just after it, wrapping around.
    public mutating func search(prefix: String, includingStart: Bool, key: (Item) -> String) -> Int? {
        guard itemCount > 0, !prefix.isEmpty else { return nil }
        if searchIndex == nil {
            var keys: [String] = []
            keys.reserveCapacity(itemCount)
            for section in sections { for item in section.items { keys.append(key(item)) } }
            searchIndex = ListSearchIndex(keys: keys)
        }
        let start = selectedIndex ?? 0
        return searchIndex?.firstMatch(
            prefix: prefix, from: selectedIndex == nil ? 0 : start,
            includingStart: includingStart || selectedIndex == nil)
    }
}
