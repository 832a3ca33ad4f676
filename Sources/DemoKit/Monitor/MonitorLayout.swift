import ReCurses

/// The Monitor's page: fills its bounds with `content`, and hides `header` when fewer than
/// `minimumHeightWithHeader` rows are left, so a short terminal still shows the processes.
final class MonitorLayout: View {
    /// The rows under which the header goes.
    static let minimumHeightWithHeader = 16
    private let content: View
    private let header: View

    /// `content` filling the view, `header` one of its descendants.
    init(_ content: View, header: View) {
        self.content = content
        self.header = header
        super.init()
        addSubview(content)
    }

    override var intrinsicSize: Size { content.intrinsicSize }

    override func layoutSubviews() {
        let hidesHeader = bounds.height < Self.minimumHeightWithHeader
        if header.isHidden != hidesHeader { header.isHidden = hidesHeader }
        content.frame = bounds
    }
}
