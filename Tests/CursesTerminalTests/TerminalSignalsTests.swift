import CTerminalSignals
import Glibc
import Testing

/// SIGALRMs the test's own handler received.
nonisolated(unsafe) private var programAlarms = 0

/// The C side of the restore and of the signal notifications, in process: a pipe stands in for
/// the terminal (tcsetattr fails on it, which a restore tolerates).
extension ProcessWideTerminalState {
    @Suite("Signal-safe restore and notifications", .serialized)
    struct TerminalSignalsTests {
        private func makePipe() throws -> (read: Int32, write: Int32) {
            var descriptors: [Int32] = [-1, -1]
            try #require(pipe(&descriptors) == 0)
            _ = fcntl(descriptors[0], F_SETFL, O_NONBLOCK)
            return (descriptors[0], descriptors[1])
        }

        private func readAll(_ descriptor: Int32) -> [UInt8] {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            return count > 0 ? Array(buffer[..<count]) : []
        }

        @Test("a restore writes the precomputed bytes once per arming, and nothing while disarmed")
        func restoreOncePerArming() throws {
            let (readEnd, writeEnd) = try makePipe()
            defer {
                close(readEnd)
                close(writeEnd)
            }
            var modes = termios()
            let bytes = Array("\u{1B}[?2004l\u{1B}[?1049l".utf8)
            let configured = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    rt_configure_restore(writeEnd, &modes, $0.baseAddress, $0.count)
                }
            }
            #expect(configured == 0)
            #expect(rt_restore_armed() == 0)
            rt_restore_terminal()
            #expect(readAll(readEnd).isEmpty)
            rt_set_restore_armed(1)
            rt_restore_terminal()
            #expect(readAll(readEnd) == bytes)
            #expect(rt_restore_armed() == 0)
            rt_restore_terminal()
            #expect(readAll(readEnd).isEmpty)
        }

        @Test("reset bytes beyond the buffer are refused")
        func tooManyBytes() {
            var modes = termios()
            let bytes = [CChar](repeating: 0x41, count: rt_reset_capacity() + 1)
            #expect(rt_configure_restore(1, &modes, bytes, bytes.count) == -1)
        }

        @Test(
            "with orderly quit on, the first SIGTERM is announced and kept; a SIGHUP after a noticed hang-up joins it")
        func orderlyQuitRequests() throws {
            let descriptor = rt_install_notify_handlers()
            try #require(descriptor >= 0)
            defer {
                rt_disable_orderly_quit()
                rt_uninstall_exit_handlers()
                rt_uninstall_notify_handlers()
                close(descriptor)
            }
            try #require(rt_install_exit_handlers() == 0)
            let farDeadline: Int64 = 600 * 1_000_000_000
            try #require(rt_enable_orderly_quit(farDeadline) == 0)
            #expect(rt_pending_quit_signal() == 0)
            raise(SIGTERM)
            #expect(readAll(descriptor) == [UInt8(SIGTERM)])
            #expect(rt_pending_quit_signal() == SIGTERM)
            #expect(rt_request_quit_on_hang_up() == 0, "a request is pending already")
            rt_disable_orderly_quit()
            #expect(rt_pending_quit_signal() == 0)
            #expect(rt_request_quit_on_hang_up() == 0, "requests are off")
            try #require(rt_enable_orderly_quit(farDeadline) == 0)
            #expect(rt_request_quit_on_hang_up() == 1)
            raise(SIGHUP)
            #expect(readAll(descriptor).isEmpty)
            #expect(rt_pending_quit_signal() == SIGHUP)
        }

        @Test("a terminal that goes away hangs up more than once (the kernel, then the shell): one request")
        func repeatedHangUpsAreOneRequest() throws {
            let descriptor = rt_install_notify_handlers()
            try #require(descriptor >= 0)
            defer {
                rt_disable_orderly_quit()
                rt_uninstall_exit_handlers()
                rt_uninstall_notify_handlers()
                close(descriptor)
            }
            try #require(rt_install_exit_handlers() == 0)
            try #require(rt_enable_orderly_quit(600 * 1_000_000_000) == 0)
            raise(SIGHUP)
            #expect(readAll(descriptor) == [UInt8(SIGHUP)])
            // Were the second SIGHUP taken as a second request, it would end this test process.
            raise(SIGHUP)
            raise(SIGHUP)
            #expect(readAll(descriptor).isEmpty)
            #expect(rt_pending_quit_signal() == SIGHUP)
        }

        @Test("while orderly quit is on, a SIGALRM of the program's own still reaches its handler")
        func programAlarmPassesOn() throws {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in programAlarms += 1 }
            var previous = sigaction()
            try #require(sigaction(SIGALRM, &action, &previous) == 0)
            defer {
                rt_disable_orderly_quit()
                sigaction(SIGALRM, &previous, nil)
            }
            programAlarms = 0
            try #require(rt_enable_orderly_quit(600 * 1_000_000_000) == 0)
            raise(SIGALRM)
            #expect(programAlarms == 1)
            rt_disable_orderly_quit()
            raise(SIGALRM)
            #expect(programAlarms == 2)
        }

        @Test("SIGWINCH and SIGCONT arrive as bytes in the notification pipe")
        func notifications() throws {
            let descriptor = rt_install_notify_handlers()
            try #require(descriptor >= 0)
            defer {
                rt_uninstall_notify_handlers()
                close(descriptor)
            }
            raise(SIGWINCH)
            raise(SIGCONT)
            raise(SIGWINCH)
            #expect(readAll(descriptor) == [UInt8(SIGWINCH), UInt8(SIGCONT), UInt8(SIGWINCH)])
        }
    }
}
