import ReCurses

/// How the explorer's table writes sizes and dates: as the file dialogs do.
typealias ExplorerFormat = DirectoryEntryFormat
