/// A layer's table of active bindings outlives an overlay presented above it: presenting sets it
/// aside (the overlay gets a table of its own), and dismissing that overlay takes it back, so that
/// closing a select's box or a menu works neither the table of the screen below nor its hints out
/// again. A set-aside table is forgotten when the hierarchy changes, and told (through the table
/// above it) when a responder of its chain changes its bindings, handlers or captured keys; its
/// hints come back only when every `isEnabled` they depend on answers as it did.
extension Window {
    /// Sets the table of `below`, the layer that took the events until an overlay was presented
    /// above it, aside (when it is up to date) and starts an empty one for the overlay.
    func setAsideBindingTable(of below: Layer) {
        let table = bindingTable
        guard table.isCurrent, let focused = below.focused else {
            table.invalidate()
            return
        }
        let fresh = spareBindingTable ?? ActiveBindings()
        spareBindingTable = nil
        fresh.invalidate()
        below.setAsideTable?.invalidate()
        below.setAsideTable = table
        table.setAsideFocus = focused
        table.setAsideHints = activeHints
        fresh.setAsideBelow = table
        bindingTable = fresh
    }

    /// Takes the table `layer` set aside back into use now that it takes the events again; it is
    /// worked out anew when it was forgotten meanwhile or the layer's focus is elsewhere. Without
    /// one, the table in use is worked out anew.
    func resumeBindingTable(of layer: Layer) {
        guard let table = layer.setAsideTable else {
            bindingTable.invalidate()
            return
        }
        layer.setAsideTable = nil
        let used = bindingTable
        used.invalidate()
        used.setAsideBelow = nil
        spareBindingTable = used
        if table.setAsideFocus == nil || table.setAsideFocus !== layer.focused {
            table.invalidate()
            table.setAsideHints = nil
        }
        resumedTableFocus = table.isStale ? nil : layer.focused
        table.resumeUse()
        bindingTable = table
    }
}
