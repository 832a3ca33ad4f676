// swift-tools-version: 6.0
// A small todo app on ReCurses: a store, a reducer, two connected screens and headless tests.
import PackageDescription

let package = Package(
    name: "Todo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The ReCurses repository, two folders up. SwiftPM names a path dependency after its folder, which
        // can have any name in a clone, so `name:` fixes the name that `package:` below uses. In a package
        // of your own, see the README's "Add ReCurses to your package" for the line to write.
        .package(name: "ReCurses", path: "../..")
    ],
    targets: [
        .executableTarget(name: "Todo", dependencies: [.product(name: "ReCurses", package: "ReCurses")]),
        .testTarget(
            name: "TodoTests",
            dependencies: ["Todo", .product(name: "ReCursesTesting", package: "ReCurses")],
            exclude: ["__Screens__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
