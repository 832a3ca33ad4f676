import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct StackLayoutTests {
    @Test func distributionGivesFixedIntrinsicAndSharesTheRestByWeight() {
        let lengths = StackDistribution.lengths(
            sizings: [.fixed(2), .intrinsic, .fill(weight: 1), .fill(weight: 3)],
            preferred: [9, 3, 9, 9], available: 20, spacing: 1)
        #expect(lengths == [2, 3, 3, 9])
    }

    @Test func flexibleRespectsMinimumAndMaximum() {
        let lengths = StackDistribution.lengths(
            sizings: [.flexible(min: 2, max: 4), .fill],
            preferred: [0, 0], available: 20, spacing: 0)
        #expect(lengths == [4, 16])
        let tight = StackDistribution.lengths(
            sizings: [.flexible(min: 2, max: 4), .fill], preferred: [0, 0], available: 2, spacing: 0)
        #expect(tight == [2, 0])
    }

    @Test func tooLittleRoomCutsTheLaterChildrenAndNeverGoesNegative() {
        let lengths = StackDistribution.lengths(
            sizings: [.fixed(3), .fixed(3), .intrinsic], preferred: [0, 0, 5], available: 5, spacing: 1)
        #expect(lengths == [3, 1, 0])
        for available in [-3, 0, 1] {
            let cut = StackDistribution.lengths(
                sizings: [.fixed(3), .fill], preferred: [0, 0], available: available, spacing: 4)
            #expect(cut.allSatisfy { $0 >= 0 })
        }
        #expect(StackDistribution.lengths(sizings: [], preferred: [], available: 5, spacing: 1).isEmpty)
    }

    @Test func vStackPlacesChildrenTopToBottomWithSpacing() {
        let a = Swatch("a", size: Size(width: 2, height: 1))
        let b = Swatch("b", size: Size(width: 1, height: 2))
        let stack = VStack(spacing: 1, [a, b])
        #expect(lines(of: stack, width: 3, height: 5) == ["aaa", "   ", "bbb", "bbb", "   "])
        #expect(stack.intrinsicSize == Size(width: 2, height: 4))
    }

    @Test func hStackFillsAndAligns() {
        let a = Swatch("a", size: Size(width: 1, height: 1))
        let b = Swatch("b", size: Size(width: 1, height: 1))
        let c = Swatch("c", size: Size(width: 1, height: 1))
        let stack = HStack(alignment: .center, [])
        stack.add(a, sizing: .fixed(1), alignment: .leading)
        stack.add(b, sizing: .fill)
        stack.add(c, alignment: .trailing)
        #expect(lines(of: stack, width: 5, height: 3) == ["a    ", " bbb ", "    c"])
        #expect(b.frame == Rect(x: 1, y: 1, width: 3, height: 1))
        #expect(c.frame == Rect(x: 4, y: 2, width: 1, height: 1))
    }

    @Test func hiddenChildrenTakeNoRoom() {
        let a = Swatch("a")
        let b = Swatch("b")
        let c = Swatch("c")
        let stack = HStack(spacing: 1, [a, b, c])
        let window = Window(size: Size(width: 5, height: 1), content: stack)
        #expect(renderedLines(window) == ["a b c"])
        b.isHidden = true
        #expect(renderedLines(window) == ["a c  "])
    }

    @Test func intrinsicSizeChangeRelayouts() {
        let label = Label("ab")
        let after = Swatch("x")
        let window = Window(size: Size(width: 6, height: 1), content: HStack([label, after]))
        #expect(renderedLines(window) == ["abx   "])
        label.text = "abcd"
        #expect(renderedLines(window) == ["abcdx "])
    }

    @Test func stacksSurviveTinySizes() {
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let stack = VStack(spacing: 3, [Swatch("a", size: Size(width: 5, height: 5)), Swatch("b")])
            let output = lines(of: stack, width: width, height: height)
            #expect(output.count == height)
            for view in stack.subviews {
                #expect(view.frame.width >= 0 && view.frame.height >= 0)
                #expect(view.frame.maxY <= max(height, 0) || view.frame.height == 0)
            }
        }
    }

    @Test func spacersTakeTheSpareRoom() {
        let ok = Swatch("o", size: Size(width: 2, height: 1))
        let cancel = Swatch("c", size: Size(width: 2, height: 1))
        #expect(lines(of: HStack(spacing: 1, [Spacer(), ok, cancel]), width: 8, height: 1) == ["   oo cc"])
        #expect(lines(of: HStack([ok, Spacer(minimumLength: 1), cancel]), width: 4, height: 1) == ["oo c"])
        let stack = HStack([Spacer()])
        #expect(stack.sizing(of: stack.subviews[0]) == .flexible(min: 0))
    }

    @Test func aRemovedChildLosesItsSizing() {
        let stack = VStack()
        let child = Swatch("c")
        stack.add(child, sizing: .fixed(3))
        child.removeFromSuperview()
        #expect(stack.sizing(of: child) == .intrinsic)
        stack.addSubview(child)
        #expect(stack.sizing(of: child) == .intrinsic)
    }

    @Test func reorderingAChildKeepsItsSizing() {
        let first = Swatch("a")
        let second = Swatch("b")
        let stack = VStack([first])
        stack.add(second, sizing: .fixed(2))
        stack.insertSubview(second, at: 0)
        #expect(stack.subviews.map { $0 === second } == [true, false])
        #expect(stack.sizing(of: second) == .fixed(2))
        #expect(lines(of: stack, width: 1, height: 3) == ["b", "b", "a"])
    }

    @Test func itemsCarryTheirSizingIntoTheInitialiser() {
        let top = Swatch("a")
        let rest = Swatch("b")
        let column = VStack(items: [top.sized(.fixed(1)), rest.sized(.fill, alignment: .leading)])
        #expect(column.sizing(of: top) == .fixed(1))
        #expect(column.sizing(of: rest) == .fill)
        #expect(lines(of: column, width: 1, height: 4) == ["a", "b", "b", "b"])
        let row = HStack(spacing: 1, items: [StackItem(Swatch("x")), Swatch("y").sized(.fixed(2))])
        #expect(lines(of: row, width: 5, height: 1) == ["x yy "])
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            #expect(lines(of: column, width: width, height: height).count == height)
        }
    }
}
