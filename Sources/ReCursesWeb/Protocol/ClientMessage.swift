import Foundation
import TerminalCore

/// One message the page sends, a JSON object:
///
/// - `{"k":"ArrowUp","m":5}`: a key, named as the browser's `KeyboardEvent.key` (`"a"`, `"Enter"`,
///   `"F5"`, `"漢"`), with modifier bits `m` (Shift 1, Alt 2, Ctrl 4).
/// - `{"t":"漢字"}`: text typed (an input method's composition, a dead key): each grapheme a key.
/// - `{"p":"…"}`: text pasted.
/// - `{"o":"d","b":0,"x":3,"y":4,"m":0}`: the mouse; `o` is `d` (press), `u` (release), `g` (drag),
///   `m` (a move with no button held, for hover), `v` (wheel up), `w` (wheel down), `l`/`r` (wheel left/right); `b` the button (0 left, 1 middle,
///   2 right); `x`, `y` the cell.
/// - `{"r":[cols,rows]}`: the window's size in cells (from the page's font metrics).
public struct ClientMessage: Decodable, Hashable, Sendable {
    /// A key's name (`KeyboardEvent.key`).
    public var k: String?
    /// Modifier bits: Shift 1, Alt 2, Ctrl 4.
    public var m: Int?
    /// Typed text.
    public var t: String?
    /// Pasted text.
    public var p: String?
    /// A mouse operation: d, u, g, m, v, w, l, r.
    public var o: String?
    /// A mouse button: 0 left, 1 middle, 2 right.
    public var b: Int?
    /// The mouse's column.
    public var x: Int?
    /// The mouse's row.
    public var y: Int?
    /// A size in cells: columns, rows.
    public var r: [Int]?

    /// Decodes a message's text; nil when it is not a message of this protocol.
    public static func decode(_ text: String) -> ClientMessage? {
        guard let message = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else { return nil }
        let kinds = [message.k != nil, message.t != nil, message.p != nil, message.o != nil, message.r != nil]
        guard kinds.filter({ $0 }).count == 1 else { return nil }
        return message
    }

    /// The modifiers of `m`.
    var modifiers: KeyModifiers {
        let bits = m ?? 0
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }
}
