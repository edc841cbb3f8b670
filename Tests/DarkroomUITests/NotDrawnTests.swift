import DarkroomLayout
import DarkroomRaster
import DarkroomUI
import Foundation
import SwiftUI
import Testing

/// APIs declared but not drawn yet compile, and rendering a view that reaches one fails with
/// "DarkroomUI: <API> is not drawn yet (<file>:<line>)": never an approximation.
@MainActor
@Suite struct NotDrawnTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    /// The error `ImageRenderer.pngData()` throws for `view` in `direction`, as text.
    func renderError<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection) -> String? {
        let renderer = ImageRenderer(content: view)
        renderer.environment.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        do {
            _ = try renderer.pngData()
            return nil
        } catch {
            return "\(error)"
        }
    }

    // Every case builds its view on one line, so `#line` here is the line the API is used on.
    @Test(arguments: directions)
    func modifiersNameTheirAPIAndPlace(direction: DarkroomLayout.LayoutDirection) {
        let line = #line; let blurred = Text("x").blur(radius: 2)
        #expect(renderError(blurred, direction) == "DarkroomUI: blur(radius:opaque:) is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(line))")
        let maskLine = #line; let masked = Color.red.frame(width: 4, height: 4).mask { Circle() }
        #expect(renderError(masked, direction) == "DarkroomUI: mask(alignment:_:) is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(maskLine))")
        let scaleLine = #line; let scaled = Text("x").minimumScaleFactor(0.5)
        #expect(renderError(scaled, direction)?.contains("minimumScaleFactor(_:) is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(scaleLine))") == true)
    }

    // A preview that wraps its component in a List fails by name; the component alone renders.
    @Test(arguments: directions)
    func aListFailsAndItsRowsStillRender(direction: DarkroomLayout.LayoutDirection) {
        let line = #line; let list = List { Text("Row") }
        #expect(renderError(list, direction) == "DarkroomUI: List is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(line))")
        #expect(renderError(Text("Row"), direction) == nil)
    }

    // A gradient used as a text colour cannot mark a view itself: the lowering's log carries it
    // to the root. An angular gradient is not drawn at all.
    @Test(arguments: directions)
    func gradientsWhereNotDrawnFail(direction: DarkroomLayout.LayoutDirection) {
        let textLine = #line; let text = Text("x").foregroundStyle(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 4))
        #expect(renderError(text, direction) == "DarkroomUI: RadialGradient as a text or stroke colour is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(textLine))")
        let line = #line; let angular = Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 8, height: 8)
        #expect(renderError(angular, direction) == "DarkroomUI: AngularGradient is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(line))")
        #expect(renderError(Capsule().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 8), direction) == nil)
    }

    // Several not-drawn APIs are all named, each once (a ProgressView with no label leaves no
    // node behind, yet is named too).
    @Test func everyAPIReachedIsListed() {
        let line = #line; let view = VStack { Text("a").blur(radius: 1); ProgressView(); Text("b").blur(radius: 1) }
        let error = renderError(view, .leftToRight) ?? ""
        #expect(error.components(separatedBy: "\n").sorted() == [
            "DarkroomUI: ProgressView is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(line))",
            "DarkroomUI: blur(radius:opaque:) is not drawn yet (DarkroomUITests/NotDrawnTests.swift:\(line))",
        ])
    }

    // Drawn for some arguments only: redacted with no reason and the plain style at rest are exact.
    @Test(arguments: directions)
    func partlyDrawnAPIs(direction: DarkroomLayout.LayoutDirection) {
        #expect(renderError(Text("x").redacted(reason: []), direction) == nil)
        #expect(renderError(Text("x").redacted(reason: .placeholder), direction)?.contains("redacted(reason:) is not drawn yet") == true)
        #expect(renderError(Button("Save") {}.buttonStyle(.plain), direction) == nil)
        #expect(renderError(Button("Save") {}.buttonStyle(.plain).darkroomPressed(), direction)?.contains("a pressed button with the plain button style") == true)
        #expect(renderError(Button("Save") {}.buttonStyle(.bordered), direction)?.contains("BorderedButtonStyle is not drawn yet") == true)
    }

    // The sidecar lists what is not drawn, so a Scene made without rendering still shows it.
    @Test func theSceneRecordsTheAPI() throws {
        let renderer = ImageRenderer(content: Text("x").blur(radius: 2))
        let scene = try renderer.scene()
        #expect(scene.notDrawnAPIs.count == 1)
        #expect(scene.dump.contains("notDrawn \"DarkroomUI: blur(radius:opaque:) is not drawn yet"))
    }
}
