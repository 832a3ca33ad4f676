import ReCurses

/// The launcher's menu bar: Examples (opens each one), View (the theme, among those the application
/// offers with `Application.offerThemes`, the status bar and the header), Help (the keys, about).
/// Each item names a command the app handles, so the palette lists the same commands and the keys
/// beside the items come from the binding tables.
@MainActor
enum LauncherMenus {
    /// The menus of `launcher`'s bar.
    static func menus(for launcher: LauncherScreen) -> [Menu] {
        [
            Menu(
                "Examples", mnemonic: "e",
                items: exampleItems()),
            Menu(
                "View", mnemonic: "v",
                items: themeItems(for: launcher) + [
                    .separator,
                    MenuItem("Status bar", .toggleStatusBar, mnemonic: "s") { [weak launcher] in
                        launcher?.navigation?.view.showsStatusBar ?? false
                    },
                    MenuItem("Header", .toggleHeader, mnemonic: "h") { [weak launcher] in
                        launcher?.navigation?.view.showsHeader ?? false
                    },
                ]),
            Menu(
                "Help", mnemonic: "h",
                items: [MenuItem("Keys", .help, mnemonic: "k"), MenuItem("About", .about, mnemonic: "a")]),
        ]
    }

    /// One item a built-in theme, checked while the window shows it, titled as the palette's theme
    /// commands are ("Theme: Dark"), so the palette finds it by that title on the launcher too.
    private static func themeItems(for launcher: LauncherScreen) -> [MenuItem] {
        let mnemonics: [Character] = ["d", "l", "i", "m"]
        return Theme.builtIn.enumerated().map { index, named in
            MenuItem("Theme: " + named.name, .useTheme.with(index), mnemonic: mnemonics[index % mnemonics.count]) {
                [weak launcher] in
                launcher?.view.window?.theme == named.theme
            }
        }
    }

    /// One item an example, each with the first letter of its title that no item before took.
    private static func exampleItems() -> [MenuItem] {
        var taken: Set<String> = []
        return DemoExample.allCases.enumerated().map { index, example in
            let mnemonic = example.title.first { $0.isLetter && !taken.contains($0.lowercased()) }
            if let mnemonic { taken.insert(mnemonic.lowercased()) }
            return MenuItem(example.title, .openExample.with(index), mnemonic: mnemonic)
        }
    }

    /// Registers what the menus' commands do on `launcher`.
    static func addCommands(to launcher: LauncherScreen) {
        launcher.addCommand(.openExample) { [unowned launcher] command in
            guard let index = command.argument, DemoExample.allCases.indices.contains(index) else { return }
            launcher.open(DemoExample.allCases[index])
        }
        launcher.addCommand(.toggleStatusBar) { [unowned launcher] in
            guard let view = launcher.navigation?.view else { return }
            view.showsStatusBar.toggle()
        }
        launcher.addCommand(.toggleHeader) { [unowned launcher] in
            guard let view = launcher.navigation?.view else { return }
            view.showsHeader.toggle()
        }
        launcher.addCommand(.about) { [unowned launcher] in
            launcher.navigation?.alert(
                title: "About",
                message: "ReCurses demo: ReRxSwift's Example app in a terminal. F10 opens the menus, "
                    + "Ctrl-P finds any command, Shift-F10 or a right-click shows the commands at hand.")
        }
    }
}
