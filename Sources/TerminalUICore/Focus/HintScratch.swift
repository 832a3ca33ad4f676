/// The buffers a window works its status bar hints out in, kept from render to render so that
/// working them out allocates nothing once they have grown to the app's size. While in use they
/// are swapped out into locals, and all but the hints are emptied before they go back.
@MainActor
final class HintScratch {
    /// The keys an inner binding already took.
    var claimed: [Key] = []
    /// The bindings that do something, innermost first.
    var available: [KeyBinding] = []
    /// Where the responder of each of `available` is in the chain.
    var owners: [Int] = []
    /// The bindings with a visible hint whose keys inner responders took.
    var shadowedPreferred: [KeyBinding] = []
    /// The hints worked out last.
    var hints: [KeyBinding] = []
    /// Whether the hints are being worked out now (the focus order does not change meanwhile).
    var isWorking = false
    /// Whether the top layer has several focusable views, once asked while working (Tab, Shift-Tab and
    /// Back-Tab all ask).
    var severalFocusable: Bool?

    /// Empties the working buffers after use, keeping their capacity.
    static func empty(
        _ claimed: inout [Key], _ available: inout [KeyBinding], _ owners: inout [Int],
        _ shadowedPreferred: inout [KeyBinding]
    ) {
        claimed.removeAll(keepingCapacity: true)
        available.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        shadowedPreferred.removeAll(keepingCapacity: true)
    }
}
