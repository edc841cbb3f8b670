import Foundation

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// The font of text inside, unless a `Text` sets its own.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0[ForegroundKey.self] = color })
    }

    /// A colour, `.tint` or `.foreground`, resolved where it is set (the tint of this point).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[ForegroundKey.self] = style.color(in: $0) })
    }

    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0[TintKey.self] = tint })
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
