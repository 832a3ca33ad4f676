import ReCurses

/// The Frames panel: the last frames with the main thread's CPU time, the cells and the bytes each
/// wrote, newest at the bottom. The panel's own redraw is left out of what it shows, so that
/// showing a frame does not make another one.
@MainActor
final class FramesPanel: View {
    let caption = Label()
    let table = DataTable<FrameFigures>(columns: [
        DataTableColumn("Frame", width: .fit(), alignment: .trailing) { String($0.index) },
        DataTableColumn("CPU", width: .fit(), alignment: .trailing) { FramesPanel.microseconds($0.cpuTime) },
        DataTableColumn("Cells", width: .fit(), alignment: .trailing) { String($0.cellsWritten) },
        DataTableColumn("Bytes", width: .fit(), alignment: .trailing) { $0.bytesWritten.map(String.init) ?? "—" },
    ])

    override init() {
        super.init()
        caption.themeStyle = \.hint
        table.allowsTypeToSearch = false
        table.emptyText = "No frames yet"
        addSubview(caption)
        addSubview(table)
    }

    /// Shows `frames`, keeping the row cursor on the newest one unless the user moved it.
    func update(frames: [FrameFigures]) {
        let followsNewest = table.selectedID == nil || table.selectedID == table.rows.last?.id
        table.rows = frames
        if followsNewest { table.selectedID = frames.last?.id }
        let total = frames.reduce(Duration.zero) { $0 + $1.cpuTime }
        let average = frames.isEmpty ? Duration.zero : total / frames.count
        caption.text = "\(frames.count) frames · average CPU \(Self.microseconds(average))"
    }

    /// `duration` in microseconds ("38 µs").
    nonisolated static func microseconds(_ duration: Duration) -> String {
        let micro = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        return "\(micro) µs"
    }

    override func layoutSubviews() {
        let width = bounds.width
        let captionHeight = bounds.height >= 2 ? 1 : 0
        caption.isHidden = captionHeight == 0
        caption.frame = Rect(x: 0, y: 0, width: width, height: captionHeight)
        table.frame = Rect(x: 0, y: captionHeight, width: width, height: bounds.height - captionHeight)
    }
}
