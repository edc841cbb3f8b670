import DarkroomPNG
import DarkroomSnapshotTesting
import Foundation
import DarkroomUI
import SnapshotTesting
import Testing

/// pointfreeco's `assertSnapshot(of:as:)` with Darkroom's strategy, against references
/// committed in `__Snapshots__/ViewImageStrategyTests/`.
@MainActor
@Suite(.snapshots(record: .never))
struct ViewImageStrategyTests {
    @Test("a SwiftUI view matches its committed reference in light and dark, LTR and RTL",
          arguments: [ColorScheme.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
    func committedReference(scheme: ColorScheme, direction: LayoutDirection) {
        assertSnapshot(of: StatusTag(title: "Shipped"), as: .image(colorScheme: scheme, layoutDirection: direction),
                       named: "\(scheme)-\(direction)")
    }

    @Test("a fixed layout centres the view in a container of that size, on the system background")
    func fixedLayout() throws {
        let png = try #require(Self.snapshot(StatusTag(title: "Shipped"), as: .image(layout: .fixed(width: 200, height: 60), scale: 2)))
        let image = try PNGDecoder.decode(Array(png), source: "fixed")
        #expect(image.width == 400 && image.height == 120)
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        // The dot's centre, from the tag's own layout (10 pt padding + 4 pt to the 8 pt dot's
        // middle; vertically the middle), offset by half the spare room of the container.
        let tag = try idealSize(of: StatusTag(title: "Shipped"))
        let x = ((200 - tag.width) / 2 + 14) * 2, y = 60.0
        #expect(image.pixel(x: Int(x), y: Int(y)) == (52, 199, 89, 255))  // Color.green in light: #34C759
    }

    @Test("the strategy's bytes are ImageRenderer's canonical PNG of the view on the system background")
    func canonicalBytes() throws {
        let viaStrategy = try #require(Self.snapshot(StatusTag(title: "Shipped"), as: .image))
        let renderer = ImageRenderer(content: StatusTag(title: "Shipped").background(Color.white))
        #expect(viaStrategy == (try renderer.pngData()))
    }

    @Test("a changed view fails with the number of differing pixels; precision lets a small change through")
    func changedViewFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-strategy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: StatusTag(title: "Shipped"), as: .image, named: "tag", record: .all, snapshotDirectory: folder)
        let same = verifySnapshot(of: StatusTag(title: "Shipped"), as: .image, named: "tag", record: .never, snapshotDirectory: folder)
        #expect(same == nil)
        let changed = try #require(verifySnapshot(of: StatusTag(title: "Shippeb"), as: .image, named: "tag",
                                                  record: .never, snapshotDirectory: folder))
        #expect(changed.contains("pixels differ"), "\(changed)")
        // One letter of 82 x 24 pixels is well under 10 %.
        let tolerated = verifySnapshot(of: StatusTag(title: "Shippeb"), as: .image(precision: 0.9), named: "tag",
                                       record: .never, snapshotDirectory: folder)
        #expect(tolerated == nil, "\(tolerated ?? "")")
        let recoloured = verifySnapshot(of: StatusTag(title: "Shipped", tint: .orange), as: .image(precision: 0.9), named: "tag",
                                        record: .never, snapshotDirectory: folder)
        #expect(recoloured != nil)
    }

    @Test("the scene strategy diffs the layout sidecar line by line")
    func sceneStrategy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-scene-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: StatusTag(title: "Shipped"), as: .scene, named: "tag", record: .all, snapshotDirectory: folder)
        let changed = try #require(verifySnapshot(of: StatusTag(title: "Shipped today"), as: .scene, named: "tag",
                                                  record: .never, snapshotDirectory: folder))
        #expect(changed.contains("Shipped today"), "\(changed)")
    }

    @Test("a view Darkroom cannot draw fails with the render error, not an empty image")
    func renderErrorIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-error-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: StatusTag(title: "Shipped"), as: .image, named: "tag", record: .all, snapshotDirectory: folder)
        let message = try #require(verifySnapshot(of: Text("Sign in").font(.custom("Inter", size: 14)), as: .image, named: "tag",
                                                  record: .never, snapshotDirectory: folder))
        #expect(message.contains("darkroom render error") && message.contains("font family \"Inter\" is not bundled"), "\(message)")
    }

    /// The strategy's output for `view`, run synchronously.
    static func snapshot<V: DarkroomUI.View>(_ view: V, as strategy: Snapshotting<V, Data>) -> Data? {
        var result: Data?
        strategy.snapshot(view).run { result = $0 }
        return result
    }
}

/// Swift Testing runs a test off the main thread unless it is `@MainActor`: the strategy then
/// renders on the main queue and gives the same bytes.
@Suite struct OffMainThreadTests {
    @Test("a strategy called off the main thread renders the same bytes")
    func offMain() async throws {
        #expect(!Thread.isMainThread)
        var data: Data?
        Snapshotting<StatusTag, Data>.image.snapshot(StatusTag(title: "Shipped")).run { data = $0 }
        let onMain = await MainActor.run { try? ImageRenderer(content: StatusTag(title: "Shipped").background(Color.white)).pngData() }
        #expect(data != nil && data == onMain)
    }
}
