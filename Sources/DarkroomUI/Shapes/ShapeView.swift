import DarkroomLayout
public import Foundation

/// A shape filled or stroked with a style, as SwiftUI's `_ShapeView`; it takes the whole
/// size it is offered.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
    }

    public var body: Never { primitiveBody("_ShapeView") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        if !(shape is any StrokedShape), let gradient = style as? any GradientStyle {
            guard let paint = gradient.paint(in: lowering.environment) else {
                return NotDrawnYet(gradient.api, file: gradient.file, line: gradient.line).lower(Color.clear, &lowering)
            }
            switch shape.outline {
            case .kind(let kind): return [.shape(ShapeSpec(kind: kind, gradient: paint))]
            case .path(let builder): return [.path(PathShapeSpec(builder, fillRule: fillStyle.rule, gradient: paint))]
            }
        }
        let color = style.resolvedColor(in: lowering.environment)
        if let stroked = shape as? any StrokedShape {
            let stroke = stroked.strokeStyle.spec(color)
            switch stroked.strokedOutline {
            case .kind(let kind): return [.shape(ShapeSpec(kind: kind, lineStroke: stroke))]
            case .path(let builder): return [.path(PathShapeSpec(builder, stroke: stroke))]
            }
        }
        switch shape.outline {
        case .kind(let kind): return [.shape(ShapeSpec(kind: kind, fill: color))]
        case .path(let builder): return [.path(PathShapeSpec(builder, fillRule: fillStyle.rule, fill: color))]
        }
    }
}

/// A shape's outline stroked with a style: the shape `stroke(style:)` returns. Its filled
/// area is the stroke, centred on the outline.
public struct _StrokedShape<Base: Shape>: Shape, StrokedShape {
    public var shape: Base
    public var style: StrokeStyle

    public init(shape: Base, style: StrokeStyle) { self.shape = shape; self.style = style }

    /// The outline of a stroke is Cairo's to compute when drawing; it is not a `Path` here.
    public func path(in rect: CGRect) -> Path {
        preconditionFailure("DarkroomUI: the path of a stroked shape is not computed; draw it with fill, or stroke the path yourself")
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    var strokeStyle: StrokeStyle { style }
    var strokedOutline: ShapeOutline { shape.outline }
}

protocol StrokedShape {
    var strokeStyle: StrokeStyle { get }
    var strokedOutline: ShapeOutline { get }
}

/// The inside stroke of a built-in shape (`strokeBorder(_:lineWidth:)`), drawn as the engine
/// has always drawn borders; other shapes inset and stroke, as SwiftUI defines it.
struct StrokeBorderView<Content: InsettableShape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let lineWidth: CGFloat

    var body: Never { primitiveBody("StrokeBorderView") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        if case .kind(let kind) = shape.outline {
            let color = style.resolvedColor(in: lowering.environment)
            return [.shape(ShapeSpec(kind: kind, stroke: Stroke(color: color, width: Double(lineWidth))))]
        }
        return lowering.lower(shape.inset(by: lineWidth / 2).stroke(style, lineWidth: lineWidth))
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// A shape that is this one's outline stroked with `style` (SwiftUI's `stroke(style:)`).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// A stroke centred on the outline, half of it outside the frame.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(style: style).fill(content)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(style: StrokeStyle(lineWidth: lineWidth)).fill(content)
    }

    /// Trimming needs the outline's arc length, which Darkroom does not compute exactly.
    @available(*, unavailable, message: "DarkroomUI: trim(from:to:) is not drawn; draw the part you need with Path.addArc or addLine in a custom Shape")
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool,
                                      file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("stroke(_:style:antialiased:)", file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool,
                                      file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("stroke(_:lineWidth:antialiased:)", file: file, line: line)
    }
}

extension InsettableShape {
    /// A border inside the frame: the shape inset by half the width, stroked (SwiftUI's definition).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        StrokeBorderView(shape: self, style: content, lineWidth: lineWidth)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> some View { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        inset(by: style.lineWidth / 2).stroke(style: style).fill(content)
    }

    public func strokeBorder(style: StrokeStyle) -> some View { strokeBorder(ForegroundStyle(), style: style) }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool,
                                            file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("strokeBorder(_:lineWidth:antialiased:)", file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool,
                                            file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("strokeBorder(_:style:antialiased:)", file: file, line: line)
    }
}
