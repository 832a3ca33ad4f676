/// A container that lines its visible children up along one axis, with spacing, a per-child sizing
/// (`fixed`, `intrinsic`, `flexible`/`fill` with weights) and a cross-axis alignment.
/// Use `VStack` or `HStack`. Hidden children take no room.
open class StackView: View {
    /// The direction children are lined up in.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    struct Item {
        var sizing: StackSizing
        var alignment: StackAlignment?
    }

    /// The direction children are lined up in.
    public let axis: Axis

    /// Empty cells between neighbouring children.
    public var spacing: Int {
        didSet {
            if spacing != oldValue {
                setNeedsLayout()
                invalidateIntrinsicSize()
            }
        }
    }

    /// The cross-axis alignment of children that have none of their own.
    public var alignment: StackAlignment {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    private var items: [ObjectIdentifier: Item] = [:]
    /// The lists a layout works in, kept between layouts so that laying out again allocates nothing.
    private var layoutScratch = LayoutScratch()

    /// The working lists of `layoutSubviews`.
    private struct LayoutScratch {
        var views: [View] = []
        var sizings: [StackSizing] = []
        var preferred: [Int] = []
        var lengths: [Int] = []
        var distribution = StackDistribution.Scratch()
    }

    /// Creates a stack along `axis` holding `views` (intrinsic sizing).
    public init(axis: Axis, spacing: Int = 0, alignment: StackAlignment = .fill, _ views: [View] = []) {
        self.axis = axis
        self.spacing = max(0, spacing)
        self.alignment = alignment
        super.init()
        for view in views { addSubview(view) }
    }

    /// Adds `view` at the end with a sizing and, optionally, its own alignment.
    public func add(_ view: View, sizing: StackSizing = .intrinsic, alignment: StackAlignment? = nil) {
        addSubview(view)
        setSizing(sizing, alignment: alignment, for: view)
    }

    /// Changes how a child is sized and aligned.
    public func setSizing(_ sizing: StackSizing, alignment: StackAlignment? = nil, for view: View) {
        items[ObjectIdentifier(view)] = Item(sizing: sizing, alignment: alignment)
        setNeedsLayout()
        invalidateIntrinsicSize()
    }

    /// The sizing of a child (unless set: `.fill` for a `Spacer` or a `ScrollView`, else `.intrinsic`).
    package func sizing(of view: View) -> StackSizing { item(for: view).sizing }

    private func item(for view: View) -> Item {
        if let item = items[ObjectIdentifier(view)] { return item }
        if let spacer = view as? Spacer { return Item(sizing: spacer.defaultSizing, alignment: nil) }
        return Item(sizing: view is ScrollView ? .fill : .intrinsic, alignment: nil)
    }

    private var arranged: [View] { subviews.filter { !$0.isHidden } }

    /// Forgets the sizing of a child that leaves the stack.
    open override func willRemoveSubview(_ subview: View) {
        items[ObjectIdentifier(subview)] = nil
    }

    private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
    private func size(main: Int, cross: Int) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The children's preferred lengths plus spacing along the axis (flexible ones at their wanted
    /// length within their limits), their widest across it.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let views = arranged
        let crossRoom = cross(proposal)
        var length = max(0, spacing) * max(0, views.count - 1)
        var thickness = 0
        for view in views {
            let wanted = view.sizeThatFits(size(main: Int.max / 4, cross: crossRoom))
            switch item(for: view).sizing.kind {
            case .fixed(let fixed): length += fixed
            case .intrinsic: length += main(wanted)
            case .flexible(let low, let high, _): length += min(max(low, main(wanted)), high)
            }
            thickness = max(thickness, cross(wanted))
        }
        return size(main: length, cross: thickness)
    }

    /// The stack's size when nothing constrains it.
    open override var intrinsicSize: Size { sizeThatFits(Size(width: Int.max / 4, height: Int.max / 4)) }

    /// Places the children along the axis and aligns them across it.
    open override func layoutSubviews() {
        var scratch = LayoutScratch()
        swap(&scratch, &layoutScratch)
        defer {
            scratch.views.removeAll(keepingCapacity: true)
            swap(&scratch, &layoutScratch)
        }
        scratch.views.removeAll(keepingCapacity: true)
        scratch.sizings.removeAll(keepingCapacity: true)
        scratch.preferred.removeAll(keepingCapacity: true)
        let crossRoom = cross(bounds.size)
        for view in subviews where !view.isHidden {
            scratch.views.append(view)
            scratch.sizings.append(item(for: view).sizing)
            scratch.preferred.append(main(view.sizeThatFits(size(main: main(bounds.size), cross: crossRoom))))
        }
        StackDistribution.lengths(
            sizings: scratch.sizings, preferred: scratch.preferred, available: main(bounds.size), spacing: spacing,
            into: &scratch.lengths, using: &scratch.distribution)
        var position = 0
        for index in scratch.views.indices {
            let view = scratch.views[index]
            let length = scratch.lengths[index]
            let align = item(for: view).alignment ?? alignment
            var thickness = crossRoom
            if align != .fill {
                thickness = min(crossRoom, cross(view.sizeThatFits(size(main: length, cross: crossRoom))))
            }
            let offset: Int
            switch align {
            case .fill, .leading: offset = 0
            case .center: offset = (crossRoom - thickness) / 2
            case .trailing: offset = crossRoom - thickness
            }
            let origin = axis == .vertical ? Point(x: offset, y: position) : Point(x: position, y: offset)
            view.frame = Rect(origin: origin, size: size(main: length, cross: thickness))
            position = min(position + length + spacing, main(bounds.size))
        }
    }
}
