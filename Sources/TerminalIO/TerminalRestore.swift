import CTerminalSignals

/// The restore a signal handler or the exit hook performs while a terminal is in program mode: the
/// bytes to write and the shell's modes to put back, armed in CTerminalSignals, with standard
/// error held back so it cannot scribble on the screen.
package enum TerminalRestore {
    /// Stores `bytes` and the device's shell modes for the restore, arms it and holds standard error
    /// back. Throws when the bytes do not fit.
    package static func arm(device: TerminalDevice, bytes: [UInt8]) throws {
        try configure(device: device, bytes: bytes)
        rt_set_restore_armed(1)
        _ = rt_capture_standard_error()
    }

    /// Replaces the bytes of an armed restore (e.g. when the place to leave the cursor changed).
    package static func update(device: TerminalDevice, bytes: [UInt8]) {
        guard (try? configure(device: device, bytes: bytes)) != nil else { return }
        rt_set_restore_armed(1)
    }

    /// Disarms the restore (the terminal was given back) and lets standard error through again.
    package static func disarm() {
        rt_set_restore_armed(0)
        rt_release_standard_error()
    }

    /// Arms the restore again after a suspend, with the bytes it had.
    package static func rearm() {
        rt_set_restore_armed(1)
        _ = rt_capture_standard_error()
    }

    private static func configure(device: TerminalDevice, bytes: [UInt8]) throws {
        var modes = device.shellModes
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                rt_configure_restore(device.restoreDescriptor, &modes, $0.baseAddress, $0.count)
            }
        }
        guard result == 0 else { throw TerminalError.setupFailed("terminal reset sequence too long") }
    }
}
