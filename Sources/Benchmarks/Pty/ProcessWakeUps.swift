import Foundation

/// How often a process's threads woke up, read from Linux's /proc: a thread that sleeps in the
/// kernel and is woken counts one context switch when it goes back to sleep (voluntary) and one
/// each time it is preempted while running (involuntary). A process that nothing wakes adds none.
enum ProcessWakeUps {
    /// The context switches of each thread of process `pid` so far, by thread id; empty when the
    /// process is gone.
    static func contextSwitches(of pid: pid_t) -> [Int: Int] {
        let folder = "/proc/\(pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var switches: [Int: Int] = [:]
        for thread in threads {
            guard let id = Int(thread),
                let status = try? String(contentsOfFile: "\(folder)/\(thread)/status", encoding: .utf8)
            else { continue }
            switches[id] = status.split(separator: "\n").reduce(0) { total, line in
                guard line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:"),
                    let value = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }
                    )
                else { return total }
                return total + value
            }
        }
        return switches
    }

    /// The wake-ups between two readings: what each thread present in both added, plus everything a
    /// thread that appeared meanwhile did (a thread that ended is not counted).
    static func wakeUps(from before: [Int: Int], to after: [Int: Int]) -> Int {
        after.reduce(0) { total, entry in
            total + max(0, entry.value - (before[entry.key] ?? 0))
        }
    }
}
