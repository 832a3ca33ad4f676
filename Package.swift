// swift-tools-version: 6.0
// ReCurses: ReSwift-style stores and ReRxSwift-style connections for full-screen ncurses apps.
import PackageDescription

let package = Package(
    name: "ReCurses",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ReCurses", targets: ["ReCurses"]),
        .library(name: "ReStore", targets: ["ReStore"]),
        .library(name: "ReStoreRecording", targets: ["ReStoreRecording"]),
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "ReConnect", targets: ["ReConnect"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalUICore", targets: ["TerminalUICore"]),
        .library(name: "TerminalWidgets", targets: ["TerminalWidgets"]),
        .library(name: "CursesTerminal", targets: ["CursesTerminal"]),
        .library(name: "InlineTerminal", targets: ["InlineTerminal"]),
        .library(name: "ReCursesTesting", targets: ["ReCursesTesting"]),
        .library(name: "ReCursesDevTools", targets: ["ReCursesDevTools"]),
        .library(name: "ReCursesSSH", targets: ["ReCursesSSH"]),
        .library(name: "ReCursesWeb", targets: ["ReCursesWeb"]),
        .executable(name: "recurses-demo", targets: ["Demo"]),
        .executable(name: "recurses-bench", targets: ["Benchmarks"]),
        .executable(name: "curses-probe", targets: ["CursesProbe"]),
        .executable(name: "recurses-list", targets: ["ListExample"]),
        .executable(name: "recurses-gallery", targets: ["ScreenGallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        // The Ed25519 host key ReCursesSSH creates and reads (the version range swift-nio-ssh accepts).
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // `make docs`: the DocC reference and articles (`swift package generate-documentation`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "ReStore"),
        // Records dispatched actions to JSON Lines and reads them back; it may import Foundation
        // (JSONEncoder), so it is a target of its own that apps link only when they record.
        .target(name: "ReStoreRecording", dependencies: ["ReStore"]),
        .target(name: "Bindings", dependencies: ["OpenCombine"]),
        .target(name: "ReConnect", dependencies: ["ReStore", "Bindings", "OpenCombine"]),
        .target(name: "TerminalCore"),
        // The view core: views, window, focus, the responder chain, commands, layout, theme; it names no widget.
        .target(name: "TerminalUICore", dependencies: ["TerminalCore", "Bindings", "OpenCombine"]),
        // The built-in widgets, forms, menus and the command palette, on the core's public API.
        .target(name: "TerminalWidgets", dependencies: ["TerminalUICore", "Bindings", "OpenCombine"]),
        // Re-exports the core and the widgets: what apps import.
        .target(name: "TerminalUI", dependencies: ["TerminalUICore", "TerminalWidgets"]),
        .target(name: "CTerminalSignals"),
        // Counts heap allocations by interposing malloc (tests and benchmarks only).
        .target(name: "CAllocationCounter"),
        // The function callgrind counts instructions in (`make bench-instructions`; benchmarks only).
        .target(name: "CMeasuredRegion"),
        .target(name: "TerminalIO", dependencies: ["TerminalCore", "CTerminalSignals"]),
        .target(name: "CursesTerminal", dependencies: ["TerminalCore", "TerminalIO", "CNcurses", "CTerminalSignals"]),
        .target(name: "InlineTerminal", dependencies: ["TerminalCore", "TerminalIO", "CTerminalSignals"]),
        .target(
            name: "ReCurses",
            dependencies: ["ReStore", "ReConnect", "TerminalUI", "TerminalIO", "CursesTerminal", "InlineTerminal"]
        ),
        .target(name: "ReCursesTesting", dependencies: ["ReCurses", "TerminalUI", "ReStoreRecording"]),
        .target(name: "ReCursesDevTools", dependencies: ["ReCurses"]),
        // What the servers (SSH, web) share of a session's life: its application, idle timeout, the
        // register of sessions, output that drops frames for a client that stops reading, orderly
        // shutdown. Free of NIO.
        .target(name: "ReCursesServing", dependencies: ["ReCurses", "TerminalIO"]),
        // Serves an app over SSH, one Application per session; with ReCursesWeb the only targets that
        // import NIO, so an app that does not serve links none of it.
        .target(
            name: "ReCursesSSH",
            dependencies: [
                "ReCurses", "ReCursesServing",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Serves an app in a web browser, one Application per WebSocket session, drawn as real text.
        .target(
            name: "ReCursesWeb",
            dependencies: [
                "ReCurses", "ReCursesServing",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        .target(name: "DemoKit", dependencies: ["ReCurses", "ReStoreRecording"]),
        // The plain-ncurses reference the pty benchmarks compare against (benchmarks only).
        .target(name: "CursesReference", dependencies: ["CNcurses", "TerminalCore"]),
        .executableTarget(
            name: "Demo",
            dependencies: [
                "DemoKit", "ReCurses", "ReCursesDevTools", "ReStoreRecording", "ReCursesSSH", "ReCursesWeb", "ReCursesServing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Draws golden screens as SVG pictures: the gallery of `make docs` and the README's pictures.
        .executableTarget(name: "ScreenGallery", dependencies: ["ReCursesTesting"]),
        .executableTarget(name: "CursesProbe", dependencies: ["CursesTerminal", "TerminalCore"]),
        // A store-bound list of 100 rows: the whole-app figures of the pty benchmarks (static build).
        .executableTarget(name: "ListExample", dependencies: ["ReCurses"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "ReCurses", "ReCursesTesting", "DemoKit", "CursesReference", "CAllocationCounter", "CMeasuredRegion",
                "ReCursesWeb",
            ]
        ),
        .testTarget(name: "ReStoreTests", dependencies: ["ReStore"]),
        .testTarget(name: "ReStoreRecordingTests", dependencies: ["ReStoreRecording"]),
        .testTarget(name: "BindingsTests", dependencies: ["Bindings"]),
        .testTarget(name: "ReConnectTests", dependencies: ["ReConnect"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "ReCursesTesting"]),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUICore", "TerminalWidgets", "ReCursesTesting"], exclude: ["__Screens__"]),
        .testTarget(
            name: "CursesTerminalTests",
            dependencies: ["CursesTerminal", "InlineTerminal", "TerminalIO", "TerminalCore", "ReCursesTesting"]
        ),
        .testTarget(name: "InlineTerminalTests", dependencies: ["InlineTerminal", "TerminalIO", "ReCursesTesting"]),
        .testTarget(
            name: "ReCursesTests", dependencies: ["ReCurses", "ReCursesTesting", "CAllocationCounter"],
            exclude: ["__Screens__"]),
        .testTarget(
            name: "ReCursesDevToolsTests", dependencies: ["ReCursesDevTools", "ReCursesTesting"],
            exclude: ["__Screens__"]),
        .testTarget(
            name: "ReCursesTestingTests",
            dependencies: ["ReCurses", "ReCursesTesting", "TerminalUI", "TerminalUICore", "TerminalWidgets"], exclude: ["__Screens__"]
        ),
        .testTarget(
            name: "ReCursesSSHTests",
            dependencies: [
                "ReCursesSSH", "ReCursesServing", "ReCursesTesting",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "ReCursesWebTests",
            dependencies: [
                "ReCursesWeb", "ReCursesTesting",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
        // The Swift blocks of README.md and of the DocC articles as written (Scripts/extract-readme-blocks
        // writes Blocks/), with the prelude they assume; snippets may leave values unused, so warnings
        // are not shown here.
        .testTarget(
            name: "ReadmeTests",
            dependencies: ["ReCurses", "ReCursesDevTools", "ReCursesTesting", "ReStoreRecording", "ReCursesSSH", "ReCursesWeb"],
            exclude: ["__Screens__", "Blocks/__Screens__"],
            // Each block sees only what its own imports bring, not members another file's Foundation
            // import would lend it: the imports an app has, as written.
            swiftSettings: [.unsafeFlags(["-suppress-warnings"]), .enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "DemoTests", dependencies: ["Demo", "DemoKit", "ReCursesDevTools", "ReCursesTesting"],
            exclude: ["Screens/__Screens__", "Screens/Fixtures", "Monitor/Fixtures", "Monitor/__Screens__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
