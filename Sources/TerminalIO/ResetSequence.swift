import TerminalCore

/// The escape sequences the terminals write for their input modes, and the bytes that give a full-screen
/// terminal back to the shell. The restore bytes are computed at start so a signal handler only has to `write` them.
package struct ResetSequence: Equatable {
    /// The terminfo strings a restore uses; nil when the terminal lacks the capability.
    package struct Capabilities: Equatable {
        /// `sgr0`: turn off all attributes and colours.
        package var exitAttributeMode: String?
        /// `cnorm`: show the cursor normally.
        package var cursorNormal: String?
        /// `rmcup`: leave the alternate screen.
        package var exitCAMode: String?
        /// `clear`: clear the screen and home the cursor; used instead of `rmcup` where there is none.
        package var clearScreen: String?

        /// Creates the set; a capability the terminal lacks is nil.
        package init(
            exitAttributeMode: String? = nil, cursorNormal: String? = nil, exitCAMode: String? = nil,
            clearScreen: String? = nil
        ) {
            self.exitAttributeMode = exitAttributeMode
            self.cursorNormal = cursorNormal
            self.exitCAMode = exitCAMode
            self.clearScreen = clearScreen
        }
    }

    /// Turns bracketed paste on: pastes arrive between ESC[200~ and ESC[201~.
    package static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    package static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Turns mouse reporting on: presses, releases, drags and moves with no button held (any-motion
    /// tracking, 1003, for hover tooltips), reported in the SGR 1006 format. A terminal reports a move
    /// only when the mouse enters another cell, and a move that changes nothing on screen costs a parse
    /// and a hit test, no frame.
    package static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
    /// Turns mouse reporting off, any-motion tracking included.
    package static let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

    /// Turns focus reports on: the terminal sends `CSI I` when its window gains the focus, `CSI O`
    /// when it loses it.
    package static let focusReportsOn = "\u{1B}[?1004h"
    /// Turns focus reports off.
    package static let focusReportsOff = "\u{1B}[?1004l"

    /// The sequence that turns on the input modes the terminals use: bracketed paste, xterm's
    /// modifyOtherKeys, focus reports, the mouse when asked for.
    package static func modesOn(mouse: Bool) -> String {
        bracketedPasteOn + KeyboardProtocol.modifyOtherKeysOn + focusReportsOn + (mouse ? mouseOn : "")
    }

    /// The sequence that turns the input modes off again.
    package static func modesOff(mouse: Bool) -> String {
        (mouse ? mouseOff : "") + focusReportsOff + KeyboardProtocol.modifyOtherKeysOff + bracketedPasteOff
    }

    /// Everything a restore writes: modes off, attributes reset, cursor shown, main screen back. A terminal
    /// without an alternate screen (`TERM=linux`, `vt100`) is cleared instead, so the shell's prompt never
    /// lands under the app's last status line.
    package static func restoreBytes(capabilities: Capabilities, mouse: Bool) -> [UInt8] {
        let leave = capabilities.exitCAMode ?? capabilities.clearScreen
        let parts = [capabilities.exitAttributeMode, capabilities.cursorNormal, leave]
        let text = parts.reduce(modesOff(mouse: mouse)) { $0 + withoutPadding($1 ?? "") }
        return Array(text.utf8)
    }

    /// A terminfo string without its `$<…>` delay specifications, which only `tputs` understands.
    package static func withoutPadding(_ capability: String) -> String {
        var result = ""
        var index = capability.startIndex
        while index < capability.endIndex {
            let rest = capability[index...]
            if rest.hasPrefix("$<"), let end = rest.firstIndex(of: ">") {
                index = capability.index(after: end)
            } else {
                result.append(capability[index])
                index = capability.index(after: index)
            }
        }
        return result
    }
}
