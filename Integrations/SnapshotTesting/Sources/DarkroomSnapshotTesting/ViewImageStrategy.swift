import DarkroomUI
import Foundation
import SnapshotTesting

extension Snapshotting where Value: DarkroomUI.View, Format == Data {
    /// The view as Darkroom's canonical PNG, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view as Darkroom's canonical PNG.
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match (swift-snapshot-testing's meaning).
    ///   - perceptualPrecision: 1 compares exactly. Below 1, a pixel matches when pixelmatch's
    ///     YIQ colour difference is within `1 - perceptualPrecision` (Darkroom's differ), which is
    ///     not the CIE94 ΔE swift-snapshot-testing uses on Apple platforms: 0.98 there and here
    ///     accept small anti-aliasing changes, but not the same ones.
    ///   - layout: the view's ideal size, or a fixed container.
    ///   - colorScheme, layoutDirection: the environment the view is drawn in.
    ///   - scale: 1, 2 or 3 pixels per point.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, layout: DarkroomSnapshotLayout = .sizeThatFits,
        colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 1
    ) -> Snapshotting {
        let settings = ViewSnapshotSettings(layout: layout, colorScheme: colorScheme, layoutDirection: layoutDirection, scale: scale)
        return Snapshotting(pathExtension: "png", diffing: .darkroomImage(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            nonisolated(unsafe) let view = view  // the calling thread waits while the main actor renders it
            do {
                return try MainActorRendering.run { try settings.renderer(for: view).pngData() }
            } catch {
                // An empty image cannot match a reference; the diff names the render error.
                return RenderFailure.encode(error)
            }
        }
    }
}

extension Snapshotting where Value: DarkroomUI.View, Format == String {
    /// The view's laid-out Scene as text (frames, colours, text lines, accessibility): the same
    /// layout sidecar `darkroom render` writes, so a change reads as the nodes that moved.
    public static var scene: Snapshotting { .scene() }

    public static func scene(
        layout: DarkroomSnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> Snapshotting {
        let settings = ViewSnapshotSettings(layout: layout, colorScheme: colorScheme, layoutDirection: layoutDirection, scale: 1)
        return Snapshotting<String, String>.lines.pullback { view in
            nonisolated(unsafe) let view = view  // the calling thread waits while the main actor renders it
            do {
                return try MainActorRendering.run { try settings.renderer(for: view).scene().dump }
            } catch {
                return "render error: \(error)\n"
            }
        }
    }
}
