@testable import TerminalUICore
@testable import TerminalWidgets

/// A node of the test trees: its path is its identity, its last component its name; nil children
/// make a leaf.
struct TreeItem: Identifiable, Equatable {
    let id: String
    var children: [TreeItem]?

    init(_ id: String, _ children: [TreeItem]? = nil) {
        self.id = id
        self.children = children
    }

    /// The last path component.
    var name: String { String(id.split(separator: "/").last ?? "") }

    /// A folder `path` holding the children named `names` (leaves).
    static func folder(_ path: String, files names: [String]) -> TreeItem {
        TreeItem(path, names.map { TreeItem(path + "/" + $0) })
    }

    /// Sources (TerminalUI (Widgets (List.swift, Tree.swift), View.swift), ReCurses (Screen.swift)),
    /// Tests (TreeTests.swift), README.md.
    static let sample: [TreeItem] = [
        TreeItem(
            "Sources",
            [
                TreeItem(
                    "Sources/TerminalUI",
                    [
                        .folder("Sources/TerminalUI/Widgets", files: ["List.swift", "Tree.swift"]),
                        TreeItem("Sources/TerminalUI/View.swift"),
                    ]),
                .folder("Sources/ReCurses", files: ["Screen.swift"]),
            ]),
        .folder("Tests", files: ["TreeTests.swift"]),
        TreeItem("README.md"),
    ]
}

/// A node known by its number alone, for trees whose children are computed.
struct NumberNode: Identifiable, Equatable {
    let id: Int
}

extension TreeModel where Node == TreeItem {
    /// A model of `roots` whose children are the items' own.
    static func items(_ roots: [TreeItem]) -> TreeModel<TreeItem> {
        TreeModel(roots: roots, children: { $0.children ?? [] }, hasChildren: { $0.children != nil })
    }

    /// The names shown, one a row, indented two spaces a level, by walking rows one by one.
    var shownNames: [String] {
        (0..<rowCount).compactMap { row in
            location(atRow: row).map { String(repeating: "  ", count: $0.depth) + $0.node.name }
        }
    }
}
