/// A layout sidecar as it is written: UTF-8 bytes appended in place.
///
/// A dump is mostly ids, numbers, frames and colours; writing each as bytes skips building
/// and appending a String per piece, which was most of the time a dump took (issue 22).
/// Every `write` gives the same text as the String helpers of `SceneDump.swift`.
struct SidecarText {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

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

    /// `fmt(v)`: rounded to 1/1000, without a trailing ".0".
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

    /// `fmt(r)`: `(x,y,width,height)`.
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
        for digit in [v >> 4, v & 15] { bytes.append(digit < 10 ? 48 + digit : 55 + digit) }
    }

    /// `quoted(s)`: in double quotes, escaped as `quoted` escapes.
    mutating func writeQuoted(_ s: String) {
        guard !s.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 10 }) else {
            return write(quoted(s))
        }
        bytes.append(UInt8(ascii: "\""))
        write(s)
        bytes.append(UInt8(ascii: "\""))
    }
}
