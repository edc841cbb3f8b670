@testable import DarkroomComponents
import DarkroomLayout
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem
import Foundation
import Testing

/// The seed's Chip-Base written as a plain SwiftUI file (SeedDesignSystem/ChipBase.swift),
/// drawn with the Theme built from each brand and colour theme's tokens, has the seed's
/// metrics: a 32 high capsule (20 line box + 6 above and below), 12 inline padding, a 20 px
/// icon 4 from the label, a 1 px border, the pressed blend and primary border when pressed
/// (through the button style's `configuration.isPressed`), in LTR and RTL.
@MainActor
@Suite struct SeedChipBaseTests {
    // (ChipBase is not in the catalogue yet: its theme section alone is built here.)
    static let renderer = Renderer(fonts: Pipeline.context.fonts, icons: Pipeline.context.icons)

    @Test(arguments: Pipeline.variants(DarkroomComponents.ChipBase.self))
    func seedMetricsAndColours(_ v: Variant) throws {
        let pressed = v.value("interaction") == "pressed", withIcon = v.value("icon") == "withicon"
        var environment = EnvironmentValues()
        environment.layoutDirection = v.direction == .rightToLeft ? .rightToLeft : .leftToRight
        environment.colorScheme = v.theme == "dark" ? .dark : .light
        let chip = SeedDesignSystem.ChipBase("Filters", showsIcon: withIcon) {}
            .environment(\.seedTheme, SeedTheme.chipOnly(Pipeline.context.theme(brand: v.brand, theme: v.theme)))
            .darkroomPressed(pressed)
        let scene = Self.renderer.layout(ViewLowering.node(chip, environment: environment), direction: v.direction)
        let p = Palette.of(brand: v.brand, theme: v.theme)

        var shapes: [SceneNode] = [], texts: [SceneNode] = [], images: [SceneNode] = []
        scene.root.visit { node in
            switch node.content {
            case .shape: shapes.append(node)
            case .text: texts.append(node)
            case .image: images.append(node)
            default: break
            }
        }
        #expect(shapes.count == 2 && texts.count == 1)
        let fill = try #require(shapes.first?.shape), border = try #require(shapes.last?.shape)
        let capsule = try #require(shapes.first).frame, label = try #require(texts.first)
        #expect(fill.kind == .capsule && border.kind == .capsule)
        #expect(fill.fill?.hex == (pressed ? p.surfacePressed : p.surface))
        #expect(border.stroke?.color.hex == (pressed ? p.primary : p.border) && border.stroke?.width == 1)
        #expect(capsule == scene.root.frame && capsule.height == 32)
        let run = try #require(label.text)
        #expect(run.spec.font.family == "Roboto" && run.spec.font.weight == 400 && run.spec.font.size == 14)
        #expect(run.spec.color.hex == p.text)
        #expect(close(label.frame.minY - capsule.minY, 6 + (20 - label.frame.height) / 2))
        let trailing = v.direction == .leftToRight ? capsule.maxX - label.frame.maxX : label.frame.minX - capsule.minX
        #expect(close(trailing, 12))
        if withIcon {
            let icon = try #require(images.first)
            guard case .image(let spec) = icon.content else { return }
            #expect(spec.name == "filter" && icon.frame.size == Size(width: 20, height: 20))
            #expect(spec.tint?.hex == p.text)
            #expect(close(leadingOffset(icon.frame, in: capsule, v.direction), 12))
            #expect(close(gap(from: icon.frame, to: label.frame, v.direction), 4))
            #expect(close(icon.frame.minY - capsule.minY, 6))
        } else {
            #expect(images.isEmpty)
            #expect(close(leadingOffset(label.frame, in: capsule, v.direction), 12))
        }
        let a11y = scene.accessibilityNodes
        #expect(a11y.count == 1 && a11y.first?.role == "button" && a11y.first?.label == "Filters"
                && a11y.first?.identifier == "chip-base")
    }
}

extension SeedChipBaseTests {
    /// Writes one picture for a person to look at when DARKROOM_SEED_PNG names a file.
    @Test func pictureForReview() throws {
        guard let path = ProcessInfo.processInfo.environment["DARKROOM_SEED_PNG"] else { return }
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let tokens = Pipeline.context.theme(brand: "frisbee", theme: "light")
        let chip = VStack {
            HStack {
                SeedDesignSystem.ChipBase("Filters", showsIcon: true) {}
                SeedDesignSystem.ChipBase("Filters", showsIcon: true) {}.darkroomPressed()
            }
        }
        .padding(8)
        .environment(\.seedTheme, SeedTheme.chipOnly(tokens))
        let scene = Self.renderer.layout(ViewLowering.node(chip, environment: environment), direction: .rightToLeft)
        try Data(Self.renderer.raster(scene, scale: 3).pngBytes()).write(to: URL(fileURLWithPath: path))
    }
}

extension SeedTheme {
    /// The unset theme with Chip-Base's section built from `tokens`.
    static func chipOnly(_ tokens: ResolvedTokens) -> SeedTheme {
        var theme = SeedTheme.unset
        theme.chip = SeedTheme.Chip(tokens: tokens)
        return theme
    }
}
