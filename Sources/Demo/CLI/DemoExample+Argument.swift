import ArgumentParser
import DemoKit

extension DemoExample: ExpressibleByArgument {
    /// Parses `--screen NAME` leniently (see `init(name:)`).
    package init?(argument: String) {
        self.init(name: argument)
    }
}
