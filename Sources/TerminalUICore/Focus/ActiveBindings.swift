/// The one table of what the keys do in a window's focused context: the responder chain, every
/// binding along it in chain order, and for each binding the responders that may perform its
/// command. The window owns it and works it out again only after the focus or the hierarchy
/// changed (`Window.hierarchyDidChange`, a focus move) or some responder's table changed
/// (`Responder.responderTableDidChange()`: bindings, handlers, captured keys, enabled commands).
/// An overlay presented above a layer sets the layer's table aside, and dismissing it takes the
/// table back unless it was forgotten meanwhile (`Window+SetAsideBindings.swift`).
///
/// Everything that asks which keys work reads it: key dispatch (one lookup of the key, then the
/// handler), the status bar hints, the help dialog, `CommandContext` (menus, context menus, the
/// command palette) and `View.outerResponderBinds` (type-to-search). `isEnabled` closures are not
/// part of it: they are asked where an answer is needed, at dispatch for the key pressed.
@MainActor
final class ActiveBindings {
    /// One binding of a responder of the chain.
    struct Row {
        /// The binding as its responder's table holds it.
        let binding: KeyBinding
        /// Where the responder whose table holds it is in `chain`.
        let owner: Int
        /// The responders from `owner` outwards with a handler for the command (`targets[targetRange]`).
        let targetRange: Range<Int>
        /// Whether some target performs the command without an `isEnabled` to ask.
        let isAlwaysPerformable: Bool
        /// The next row of the same key (further out, or later in the same table); -1 at the last.
        var nextOfKey = -1
        /// Whether a responder further in captures the key (`capturesKey`).
        var isCaptured = false
    }

    /// A responder that may perform a row's command, with its handler.
    struct Target {
        let held: HeldResponder
        let handler: Responder.CommandHandler
    }

    /// The table of the window dispatching a key now (nil outside a dispatch).
    static var dispatching: ActiveBindings?

    /// The responders a key passes, innermost first, as `Window.responderChain` walks them.
    @exclusivity(unchecked) private(set) var chain: [HeldResponder] = []
    /// Every binding of `chain`, innermost responder first, each table in its order.
    @exclusivity(unchecked) private(set) var rows: [Row] = []
    /// The targets of all rows, each row's in chain order.
    @exclusivity(unchecked) private(set) var targets: [Target] = []
    /// The first row of each bound key.
    @exclusivity(unchecked) private(set) var firstRowOfKey: [Key: Int] = [:]
    /// The key being dispatched now, if any.
    @exclusivity(unchecked) var dispatch: Dispatch?
    /// The rows whose performability asks an `isEnabled`.
    @exclusivity(unchecked) private var conditionalRows: [Int] = []
    /// What `conditionalRows` answered when the hints were last worked out.
    @exclusivity(unchecked) private var conditionAnswers: [Bool] = []
    /// Working buffers of `rebuild`, kept so that working the table out again allocates nothing.
    private var acceptsScratch: [Bool] = []
    private var lastRowOfKeyScratch: [Key: Int] = [:]
    /// The `version` the hints were last worked out at (-1: never).
    private var hintsVersion = -1

    /// How many times the table was worked out.
    private(set) var buildCount = 0
    /// Whether the table must be worked out again before it is read.
    private(set) var isStale = true
    /// Whether a responder of the chain said its table changed since the table was worked out.
    private(set) var responderTableChanged = false
    /// Changes whenever the table is invalidated or worked out again.
    private(set) var version = 0
    /// Whether the table is being worked out now (its rows are complete; captures are being asked).
    private(set) var isBuilding = false
    /// Whether asking for captured keys evaluated an `isEnabled` (a list searches by letters only
    /// when no enabled command further out binds them): the captures are then asked again when read.
    private var capturesAskCommands = false
    /// Whether captures are being asked now.
    private var isAskingCaptures = false

    /// Whether the table is out of date: invalidated, or some responder's table changed since.
    var needsRebuild: Bool {
        (isStale || responderTableChanged) && !isBuilding
    }

    /// Whether the table is as it was worked out: not invalidated, and no responder of it changed.
    var isCurrent: Bool { !isStale && !responderTableChanged }

    /// The table of the layer below, set aside while this one is in use (see `Window.presentOverlay`):
    /// a responder of both chains tells only this table of its changes, so they are passed on to it.
    var setAsideBelow: ActiveBindings?
    /// The focused view of the layer whose table this is, when it was set aside.
    weak var setAsideFocus: View?
    /// The window's hints when the table was set aside: shown again when it is taken back and its
    /// hints still hold.
    var setAsideHints: [KeyBinding]?

    /// Records that a responder of the chain changed its bindings, handlers or captured keys: the
    /// table is worked out again before it is next read (its rows stay readable until then). A
    /// table set aside below this one is told too.
    func responderTableDidChange() {
        responderTableChanged = true
        setAsideBelow?.responderTableDidChange()
    }

    /// Takes a table set aside back into use: its responders tell it of their changes again (while
    /// it was set aside, a responder also in the chain above told the table above, which passed it
    /// on).
    func resumeUse() {
        for held in chain { held.responder.holdingTable = self }
        setAsideFocus = nil
    }

    /// Forgets the table (and the responders it holds) until it is worked out again.
    func invalidate() {
        version &+= 1
        isStale = true
        guard !isBuilding else { return }
        chain.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        targets.removeAll(keepingCapacity: true)
        firstRowOfKey.removeAll(keepingCapacity: true)
        conditionalRows.removeAll(keepingCapacity: true)
    }

    /// Works the table out for `chain` (innermost first); `reachesWindow` says whether the last
    /// responder is the window reached by `nextResponder` (rather than added at the end of a chain
    /// that stopped short of it, whose responders cannot pass commands on to it). `owner` is the
    /// window that owns the table: the table holds it without keeping it alive, and the chain's
    /// responders tell the table when their tables change. A table without an owner is a snapshot.
    func rebuild(chain newChain: [Responder], reachesWindow: Bool, owner: Window?) {
        invalidate()
        buildCount += 1
        isBuilding = true
        defer { isBuilding = false }
        responderTableChanged = false
        for responder in newChain {
            chain.append(HeldResponder(responder, owner: owner))
            if owner != nil { responder.holdingTable = self }
        }
        let performers = reachesWindow ? chain.count : chain.count - (chain.last?.responder is Window ? 1 : 0)
        var accepts = acceptsScratch
        var lastRowOfKey = lastRowOfKeyScratch
        acceptsScratch = []
        lastRowOfKeyScratch = [:]
        defer {
            accepts.removeAll(keepingCapacity: true)
            lastRowOfKey.removeAll(keepingCapacity: true)
            acceptsScratch = accepts
            lastRowOfKeyScratch = lastRowOfKey
        }
        for held in chain { accepts.append(held.responder.acceptsCommands) }
        for owner in chain.indices {
            for binding in chain[owner].responder.keyBindings {
                let start = targets.count
                var always = false
                for position in owner..<max(owner + 1, performers) where accepts[position] {
                    let held = chain[position]
                    guard let handler = held.responder.handler(for: binding.command) else { continue }
                    targets.append(Target(held: held, handler: handler))
                    if handler.isEnabled == nil { always = true }
                }
                let row = rows.count
                if !always, start < targets.count { conditionalRows.append(row) }
                let range = start..<targets.count
                rows.append(Row(binding: binding, owner: owner, targetRange: range, isAlwaysPerformable: always))
                if let last = lastRowOfKey[binding.key] {
                    rows[last].nextOfKey = row
                } else {
                    firstRowOfKey[binding.key] = row
                }
                lastRowOfKey[binding.key] = row
            }
        }
        askCaptures()
        isStale = false
        version &+= 1
    }

    /// Marks each row whose key a responder further in captures. Asked once per key, of the
    /// responders inside its outermost binding.
    private func askCaptures() {
        isAskingCaptures = true
        capturesAskCommands = false
        defer { isAskingCaptures = false }
        for (key, first) in firstRowOfKey {
            var last = first
            while rows[last].nextOfKey >= 0 { last = rows[last].nextOfKey }
            var capturer = Int.max
            for position in 0..<rows[last].owner where chain[position].responder.capturesKey(key) {
                capturer = position
                break
            }
            var row = first
            while row >= 0 {
                rows[row].isCaptured = capturer < rows[row].owner
                row = rows[row].nextOfKey
            }
        }
    }

    /// Asks the captures again when they depend on commands being enabled (before a read that
    /// shows them: the hints, a context).
    func refreshVolatileCaptures() {
        if capturesAskCommands { askCaptures() }
    }

    /// Whether the hints worked out last still hold: the table is the same and every `isEnabled`
    /// it depends on answers as it did then (the captures that ask commands answer as then too).
    /// Records the answers, and that the hints are being worked out, for the next call.
    func hintsStillHold() -> Bool {
        var holds = hintsVersion == version && conditionAnswers.count == conditionalRows.count
        if !holds { conditionAnswers.removeAll(keepingCapacity: true) }
        for (index, row) in conditionalRows.enumerated() {
            let answer = isPerformable(row)
            if holds {
                if conditionAnswers[index] != answer {
                    holds = false
                    conditionAnswers[index] = answer
                }
            } else if index < conditionAnswers.count {
                conditionAnswers[index] = answer
            } else {
                conditionAnswers.append(answer)
            }
        }
        hintsVersion = version
        return holds
    }

    // MARK: Reading

    /// The responders of the chain, innermost first, as an array of their own.
    var chainResponders: [Responder] { chain.map(\.responder) }

    /// Whether some target of `row` performs its command now (asking `isEnabled` where needed).
    func isPerformable(_ row: Int) -> Bool {
        let entry = rows[row]
        if entry.isAlwaysPerformable { return true }
        if isAskingCaptures { capturesAskCommands = true }
        for index in entry.targetRange {
            if let isEnabled = targets[index].handler.isEnabled, isEnabled() { return true }
        }
        return false
    }

    /// Whether a responder of the chain after `responder` binds `key` to a command that some
    /// responder from there outwards performs now.
    func outerResponderBinds(_ key: Key, after responder: Responder) -> Bool {
        guard var row = firstRowOfKey[key] else { return false }
        var position = -1
        for index in chain.indices where chain[index].responder === responder {
            position = index
            break
        }
        guard position >= 0 else { return false }
        while row >= 0 {
            if rows[row].owner > position, isPerformable(row) { return true }
            row = rows[row].nextOfKey
        }
        return false
    }

    /// The bindings that work now, innermost first: a key bound further in, or captured there,
    /// hides the bindings of it further out, and a binding whose command no responder from its own
    /// outwards performs now counts for nothing. `owners` gets each one's position in `chain`;
    /// `shadowed` the bindings with a visible hint whose keys were taken further in.
    func collectAvailable(
        into available: inout [KeyBinding], owners: inout [Int], shadowed: inout [KeyBinding], claimed: inout [Key]
    ) {
        refreshVolatileCaptures()
        for index in rows.indices {
            let row = rows[index]
            let key = row.binding.key
            var taken = row.isCaptured
            if !taken {
                for claimedKey in claimed where claimedKey == key {
                    taken = true
                    break
                }
            }
            if taken {
                if row.binding.showsHint { shadowed.append(row.binding) }
                continue
            }
            guard isPerformable(index) else { continue }
            claimed.append(key)
            available.append(row.binding)
            owners.append(row.owner)
        }
    }
}
