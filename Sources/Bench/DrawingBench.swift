import DarkroomLayout
import DarkroomRaster

/// Paint time of a card drawn the way SwiftUI components draw one: a continuous rounded
/// rectangle and a label, with and without `shadow(radius: 6, y: 3)` (applied to each leaf,
/// as in SwiftUI, so two offscreen blurs per render).
func drawingBench(root: String, iterations: Int) throws {
    let renderer = Renderer(fonts: try FontConfiguration(directory: root + "/Fonts"), icons: try IconLibrary(directory: root + "/Icons"))
    func card(shadow: Bool) -> Node {
        let body = ZStack {
            RoundedRectangle(cornerSize: Size(width: 12, height: 12), style: .continuous).fill(.white)
            Text("Shadowed card").font(Font(weight: 500, size: 16))
        }.frame(width: 200, height: 80)
        return (shadow ? body.shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 84), radius: 6, x: 0, y: 3) : body.node).padding(16)
    }
    print("drawing: 232 x 112 card, continuous corners, \(iterations) iterations per case, one thread")
    for scale in [1, 2] {
        var line = "  \(scale)x paint:"
        for shadow in [false, true] {
            let scene = renderer.layout(card(shadow: shadow), direction: .leftToRight, background: Color(red: 242, green: 242, blue: 247))
            var total = 0.0
            for i in 0..<(iterations + 20) {
                let t = try milliseconds { _ = try renderer.raster(scene, scale: scale) }
                if i >= 20 { total += t }
            }
            line += " \(shadow ? "with shadow" : "plain") \(format(total / Double(iterations))) ms"
        }
        print(line)
    }
}
