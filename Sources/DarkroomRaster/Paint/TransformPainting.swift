import CDarkroom
import DarkroomLayout

extension Painter {
    /// Rotation and scale effects, outermost first, each about its anchor in the node's
    /// frame. Cairo's positive rotation turns +x towards +y: clockwise on a y-down screen,
    /// as SwiftUI's `rotationEffect` does for a positive angle.
    func applyTransforms(_ node: SceneNode) {
        for transform in node.transforms.reversed() {
            switch transform {
            case .rotation(let radians, let anchor):
                let a = anchor.point(in: node.frame)
                cairo_translate(cr, a.x, a.y)
                cairo_rotate(cr, radians)
                cairo_translate(cr, -a.x, -a.y)
            case .scale(let x, let y, let anchor):
                let a = anchor.point(in: node.frame)
                cairo_translate(cr, a.x, a.y)
                cairo_scale(cr, x, y)  // never zero: `paint` skips such nodes
                cairo_translate(cr, -a.x, -a.y)
            }
        }
    }
}
