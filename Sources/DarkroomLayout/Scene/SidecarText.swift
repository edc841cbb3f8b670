/// A layout sidecar as it is written: UTF-8 bytes appended in place.
///
/// A dump is mostly ids, numbers, frames and colours; writing each as bytes skips building
/// and appending a String per piece, which was most of the time a dump took (issue 22).
/// The String helpers of `SceneDump.swift` (`fmt`, `quoted`) are written through it.
struct SidecarText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ text: String) {
        // From the string's own buffer when it has one: appending the UTF-8 view went through
        // its iterator (about 170 instructions a call; a dump makes some 50 calls a node).
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// `depth` levels of indentation, two spaces each.
    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }

    /// The decimal digits of `n`, as `"\(n)"` writes them.
    mutating func write(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        write(digitsOf: n.magnitude)
    }

    private mutating func write(digitsOf n: UInt) {
        if n >= 10 { write(digitsOf: n / 10) }
        bytes.append(UInt8(48 + n % 10))
    }

    /// A number rounded to 1/1000, without a trailing ".0": locale-free and stable.
    ///
    /// Written from the integer number of thousandths: the same text as the shortest
    /// round-trip form (`Double.description`) of the rounded value, because a decimal with at
    /// most three fraction digits and well under 15 significant digits is itself that shortest
    /// form. Formatting this way took a third of the time of writing a sidecar.
    mutating func write(_ v: Double) {
        let thousandths = (v * 1000).rounded()
        guard thousandths.isFinite, abs(thousandths) < 1e15 else { return write(describe(thousandths / 1000)) }
        let k = Int(thousandths)
        if k == 0 { return bytes.append(UInt8(ascii: "0")) }
        if k < 0 { bytes.append(UInt8(ascii: "-")) }
        write(digitsOf: k.magnitude / 1000)
        var fraction = Int(k.magnitude % 1000)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var scale = 100
        while fraction != 0 {
            bytes.append(UInt8(48 + fraction / scale))
            fraction %= scale
            scale /= 10
        }
    }

    /// `(x,y,width,height)`.
    mutating func write(_ r: Rect) {
        bytes.append(UInt8(ascii: "("))
        write(r.minX); bytes.append(UInt8(ascii: ","))
        write(r.minY); bytes.append(UInt8(ascii: ","))
        write(r.width); bytes.append(UInt8(ascii: ","))
        write(r.height)
        bytes.append(UInt8(ascii: ")"))
    }

    /// `color.hex`: `#RRGGBBAA`, upper case.
    mutating func write(_ color: Color) {
        bytes.append(UInt8(ascii: "#"))
        writeHex(color.red); writeHex(color.green); writeHex(color.blue); writeHex(color.alpha)
    }

    private mutating func writeHex(_ v: UInt8) {
        bytes.append(Self.hexDigit(v >> 4))
        bytes.append(Self.hexDigit(v & 15))
    }

    private static func hexDigit(_ d: UInt8) -> UInt8 { d < 10 ? 48 + d : 55 + d }

    /// In double quotes, with backslash, quote and newline escaped (`\\`, `\"`, `\n`). Most
    /// labels have none of the three and are copied as they are.
    mutating func writeQuoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        if s.utf8.withContiguousStorageIfAvailable({ text in
            // Most labels need no escape: copied at once instead of byte by byte.
            guard !text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 10 }) else { return false }
            bytes.append(contentsOf: text)
            return true
        }) == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 10: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
