import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// SwiftUI's effects change what a view draws, never its layout; checked on the pixels.
@MainActor
@Suite struct EffectTests {
    static let red = "#FF3B30FF", blue = "#007AFFFF", clear = "#00000000", white = "#FFFFFFFF"

    // "offset ... doesn't change the original dimensions of the view" (Apple); SwiftUI does not
    // mirror an offset in right-to-left layouts.
    @Test(arguments: directions)
    func offsetMovesTheDrawingOnly(direction: DarkroomLayout.LayoutDirection) throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: 10)
            Color.blue.frame(width: 20, height: 20)
        }
        let pixels = try Pixels(view, direction)
        #expect(pixels.image.width == 40)
        if direction == .leftToRight {
            #expect(pixels.hex(5, 10) == Self.clear)
            #expect(pixels.hex(15, 10) == Self.red)
            #expect(pixels.hex(25, 10) == Self.blue) // drawn later, the blue square covers the moved red
        } else {
            #expect(pixels.hex(5, 10) == Self.blue)  // leading is on the right; blue stays put
            #expect(pixels.hex(22, 10) == Self.clear)
            #expect(pixels.hex(35, 10) == Self.red)  // moved right, not left
        }
    }

    @Test(arguments: directions)
    func offsetBySize(direction: DarkroomLayout.LayoutDirection) throws {
        let pixels = try Pixels(Color.red.frame(width: 20, height: 20).offset(CGSize(width: 0, height: 10)).frame(width: 20, height: 40, alignment: .top), direction)
        #expect(pixels.hex(10, 5) == Self.clear)
        #expect(pixels.hex(10, 25) == Self.red)
    }

    @Test(arguments: directions)
    func rotationEffect(direction: DarkroomLayout.LayoutDirection) throws {
        let bar = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40)
        let pixels = try Pixels(bar, direction)
        #expect(pixels.hex(20, 3) == Self.red)
        #expect(pixels.hex(3, 20) == Self.clear)
    }

    // Anchors are unit points of the view's own bounds, not mirrored in right-to-left layouts.
    @Test(arguments: directions)
    func scaleEffectForms(direction: DarkroomLayout.LayoutDirection) throws {
        let corner = try Pixels(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading), direction)
        #expect(corner.hex(10, 10) == Self.red)
        #expect(corner.hex(30, 30) == Self.clear)
        #expect(corner.hex(30, 10) == Self.clear)
        let narrow = try Pixels(Color.red.frame(width: 40, height: 40).scaleEffect(x: 0.5, y: 1), direction)
        #expect(narrow.hex(5, 20) == Self.clear)
        #expect(narrow.hex(20, 38) == Self.red)
        let sized = try Pixels(Color.red.frame(width: 40, height: 40).scaleEffect(CGSize(width: 1, height: 0.5), anchor: .bottom), direction)
        #expect(sized.hex(20, 5) == Self.clear)
        #expect(sized.hex(20, 35) == Self.red)
    }

    @Test(arguments: directions)
    func shadowIsBeneathAndOffset(direction: DarkroomLayout.LayoutDirection) throws {
        let view = Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 1, x: 6, y: 6).padding(10)
        let pixels = try Pixels(view, direction)
        #expect(pixels.hex(20, 20) == Self.white)
        #expect(pixels.alpha(33, 33) > 200) // the shadow, below and right of the square
        #expect(pixels.alpha(5, 5) == 0)
        // SwiftUI's default colour is black at 33 %.
        let scene = Harness.scene(Color.white.frame(width: 20, height: 20).shadow(radius: 4), direction)
        #expect(scene.root.shadow?.color == DarkroomLayout.Color(red: 0, green: 0, blue: 0, alpha: 84))
    }

    // Opacity and shadow act on each leaf of a container unless compositingGroup() is below them.
    @Test(arguments: directions)
    func opacityIsPerLeafUnlessComposited(direction: DarkroomLayout.LayoutDirection) throws {
        func squares() -> some DarkroomUI.View {
            ZStack { Color.red; Color.blue.frame(width: 20, height: 20) }.frame(width: 40, height: 40)
        }
        let leaves = try Pixels(squares().opacity(0.5), direction)
        let group = try Pixels(squares().compositingGroup().opacity(0.5), direction)
        #expect(abs(Int(leaves.alpha(20, 20)) - 191) <= 1) // 1 - 0.5 × 0.5: the red shows through
        #expect(abs(Int(group.alpha(20, 20)) - 128) <= 1)  // one layer, faded once
        #expect(group.hex(20, 20).hasPrefix("#007AFF"))
        #expect(leaves.hex(20, 20) != group.hex(20, 20))
        var shadowed = 0
        Harness.scene(HStack { Text("a"); Text("b") }.shadow(radius: 2), direction).root.visit { if $0.shadow != nil { shadowed += 1 } }
        #expect(shadowed == 2)
        shadowed = 0
        Harness.scene(HStack { Text("a"); Text("b") }.compositingGroup().shadow(radius: 2), direction).root.visit { if $0.shadow != nil { shadowed += 1 } }
        #expect(shadowed == 1)
    }

    // hidden() keeps the space and draws nothing (and is not accessible).
    @Test(arguments: directions)
    func hiddenKeepsItsSpace(direction: DarkroomLayout.LayoutDirection) throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).accessibilityLabel("gone").hidden()
            Color.blue.frame(width: 20, height: 20)
        }
        let pixels = try Pixels(view, direction)
        #expect(pixels.image.width == 40)
        #expect(pixels.hex(10, 10, mirroredIn: direction) == Self.clear)
        #expect(pixels.hex(30, 10, mirroredIn: direction) == Self.blue)
        #expect(pixels.scene.accessibilityNodes.isEmpty)
    }

    @Test(arguments: directions)
    func clipShapes(direction: DarkroomLayout.LayoutDirection) throws {
        let circle = try Pixels(Color.red.frame(width: 40, height: 40).clipShape(Circle()), direction)
        #expect(circle.hex(1, 1) == Self.clear)
        #expect(circle.hex(20, 20) == Self.red)
        // A custom shape clips in the view's frame, mirrored in right-to-left like its fill.
        let triangle = try Pixels(Color.red.frame(width: 40, height: 40).clipShape(CornerTriangle()), direction)
        #expect(triangle.hex(4, 35, mirroredIn: direction) == Self.red)
        #expect(triangle.hex(35, 4, mirroredIn: direction) == Self.clear)
        let rounded = try Pixels(Color.red.frame(width: 40, height: 40).cornerRadius(10), direction)
        #expect(rounded.hex(0, 0) == Self.clear)
        #expect(rounded.hex(10, 1) == Self.red)
    }

    // border is an inside stroke of the frame: overlay(Rectangle().strokeBorder(content, lineWidth:)).
    @Test(arguments: directions)
    func border(direction: DarkroomLayout.LayoutDirection) throws {
        let pixels = try Pixels(Color.white.frame(width: 40, height: 40).border(Color.red, width: 2), direction)
        #expect(pixels.image.width == 40)
        #expect(pixels.hex(1, 20) == Self.red)
        #expect(pixels.hex(38, 20) == Self.red)
        #expect(pixels.hex(3, 20) == Self.white)
    }

    @Test(arguments: directions)
    func flipsForRightToLeft(direction: DarkroomLayout.LayoutDirection) throws {
        let flipped = try Pixels(FixedTriangle().fill(.red).frame(width: 40, height: 40).flipsForRightToLeftLayoutDirection(true), direction)
        #expect(flipped.hex(4, 35, mirroredIn: direction) == Self.red)
        #expect(flipped.hex(35, 4, mirroredIn: direction) == Self.clear)
        let kept = try Pixels(FixedTriangle().fill(.red).frame(width: 40, height: 40).flipsForRightToLeftLayoutDirection(false), direction)
        #expect(kept.hex(4, 35) == Self.red)
    }
}
