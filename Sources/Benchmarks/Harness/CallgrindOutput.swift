/// Reads figures out of a callgrind output file (its text format: `fn=`/`cfn=` lines naming
/// functions, with names given once as `(id) name` and then as `(id)`; a `calls=` line followed by
/// the line of the inclusive cost of those calls).
enum CallgrindOutput {
    /// The instructions spent inside `functions` (with everything they call), summed over every call
    /// made to them from a function outside them.
    static func inclusiveCost(of functions: [String], in text: String) -> Int {
        guard !functions.isEmpty else { return 0 }
        var names: [Substring: Substring] = [:]
        var caller: Substring = ""
        var callee: Substring?
        var countsNextLine = false
        var cost = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if countsNextLine {
                countsNextLine = false
                let fields = line.split(separator: " ")
                if fields.count >= 2, let instructions = Int(fields[1]) { cost += instructions }
                continue
            }
            if line.hasPrefix("fn=") {
                caller = name(line.dropFirst(3), names: &names)
            } else if line.hasPrefix("cfn=") {
                callee = name(line.dropFirst(4), names: &names)
            } else if line.hasPrefix("calls="), let called = callee {
                countsNextLine = functions.contains(String(called)) && !functions.contains(String(caller))
                callee = nil
            }
        }
        return cost
    }

    /// The function `reference` names: `(id) name` records the name of `id`, `(id)` looks it up.
    private static func name(_ reference: Substring, names: inout [Substring: Substring]) -> Substring {
        guard reference.hasPrefix("("), let close = reference.firstIndex(of: ")") else { return reference }
        let id = reference[..<close]
        let rest = reference[reference.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { names[id] = rest }
        return names[id] ?? rest
    }
}
