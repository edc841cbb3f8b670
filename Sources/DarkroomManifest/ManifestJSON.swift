import DarkroomGeometry
import Foundation

/// The canonical bytes of a manifest (format 3; format 2 without `sidecarSha256`): compact JSON with one component and one
/// snapshot per line, so a re-render shows up in `git diff` as the lines of the snapshots
/// that changed, and a run that changed a few snapshots rewrites the file by joining lines.
///
///     {"format":3,"renderer":{...},"defaults":[...],"components":[
///     {"axes":[...],"name":"ChipBase",...},
///     ...
///     ],"snapshots":[
///     {"accessibility":[...],"axes":[...],"component":"ChipBase","file":"ChipBase/...png",...},
///     ...
///     ]}
///
/// Keys inside objects are sorted, numbers are written the way `JSONEncoder` writes them,
/// and snapshot lines carry no token list: a snapshot reads its component's tokens, listed
/// once on the component's line (format 1 repeated them on all 3,560 records, 2 MB of the
/// 9 MB file). Writing a record by hand is about 20x faster than `JSONEncoder`; nested
/// values whose shape belongs to other modules (accessibility nodes, the renderer) still go
/// through `JSONEncoder`, cached per distinct value, so a field added there is never lost.
public enum ManifestJSON {
    /// The whole file, records sorted by id.
    /// - Parameter lines: lines already written for some records (`RecordWriter.line` of the
    ///   very record the manifest holds), by id: a render writes them on its worker threads.
    public static func encode(_ manifest: Manifest, lines known: [String: [UInt8]] = [:]) throws -> [UInt8] {
        let writer = RecordWriter()
        // Positions are sorted, not the records: moving thousands of records was most of the sort.
        let snapshots = manifest.snapshots
        let order = snapshots.indices.sorted { snapshots[$0].id < snapshots[$1].id }
        let lines = try order.map { try known[snapshots[$0].id] ?? writer.line(snapshots[$0]) }
        return assemble(header: try header(renderer: manifest.renderer, components: manifest.components,
                                           defaults: manifest.defaults), lines: lines)
    }

    /// Everything before the first snapshot line, ending in `"snapshots":[` and a newline.
    public static func header(renderer: RendererFingerprint, components: [ComponentInfo], defaults: [AxisValue]?) throws -> [UInt8] {
        var out = Array("{\"format\":\(Manifest.currentFormat),\"renderer\":".utf8)
        out += try compactJSON(renderer)
        if let defaults {
            out += Array(",\"defaults\":".utf8)
            out += try compactJSON(defaults)
        }
        out += Array(",\"components\":[\n".utf8)
        for (i, component) in components.enumerated() {
            out += try compactJSON(component)
            out += Array((i + 1 < components.count ? ",\n" : "\n").utf8)
        }
        out += Array("],\"snapshots\":[\n".utf8)
        return out
    }

    /// The file from its header and its snapshot lines (already in id order).
    public static func assemble<Line: Collection<UInt8>>(header: [UInt8], lines: [Line]) -> [UInt8] {
        assembleLines(header: header, lines: lines).bytes
    }

    /// The file, and where each line stands in it (in the order given).
    public static func assembleLines<Line: Collection<UInt8>>(header: [UInt8], lines: [Line]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var out = header
        out.reserveCapacity(header.count + lines.reduce(0) { $0 + $1.count + 2 } + 4)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(lines.count)
        for (i, line) in lines.enumerated() {
            let start = out.count
            out += line
            ranges.append(start..<out.count)
            if i + 1 < lines.count { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        out += Array("]}\n".utf8)
        return (out, ranges)
    }

    /// Sorted-key compact JSON from `JSONEncoder`, without escaped slashes.
    public static func compactJSON<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Writes snapshot lines. Not thread-safe (it caches): one per worker thread.
    public final class RecordWriter {
        private var accessibilityCache: [[AccessibilityNode]: [UInt8]] = [:]

        public init() {}

        /// One snapshot as a single line of JSON, without the separating comma.
        /// - Throws: `EncodingError` for a non-finite number in an accessibility frame.
        public func line(_ r: SnapshotRecord) throws -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(640)
            JSONText.append("{\"accessibility\":", to: &out)
            out += try accessibility(r.accessibility)
            JSONText.append(",\"axes\":[", to: &out)
            for (i, axis) in r.axes.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.append("{\"name\":", to: &out)
                JSONText.appendString(axis.name, to: &out)
                JSONText.appendMember("value", axis.value, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
            JSONText.appendMember("component", r.component, to: &out)
            JSONText.appendMember("file", r.file, to: &out)
            JSONText.appendMember("id", r.id, to: &out)
            JSONText.appendMember("inputHash", r.inputHash, to: &out)
            out += Array(",\"pixelHeight\":\(r.pixelHeight),\"pixelWidth\":\(r.pixelWidth),\"scale\":\(r.scale)".utf8)
            JSONText.appendMember("sha256", r.sha256, to: &out)
            JSONText.appendMember("sidecar", r.sidecar, to: &out)
            if let sidecarSha256 = r.sidecarSha256 { JSONText.appendMember("sidecarSha256", sidecarSha256, to: &out) }
            out.append(UInt8(ascii: "}"))
            return out
        }

        private func accessibility(_ nodes: [AccessibilityNode]) throws -> [UInt8] {
            if let known = accessibilityCache[nodes] { return known }
            let bytes = try compactJSON(nodes)
            if accessibilityCache.count > 4096 { accessibilityCache.removeAll(keepingCapacity: true) }
            accessibilityCache[nodes] = bytes
            return bytes
        }
    }
}

/// JSON string literals (RFC 8259, section 7) written straight into bytes.
enum JSONText {
    /// Appends `,"key":"value"`; keys are plain ASCII names, written as they are.
    static func appendMember(_ key: StaticString, _ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "\""))
        append(key, to: &out)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        appendString(value, to: &out)
    }

    /// Appends JSON text written in the source (no string is built for it).
    static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `"text"`: quote and backslash escaped, control characters as `\n`, `\t`... or
    /// `\u00XX`, everything else (including non-ASCII UTF-8 and `/`) as is.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Most strings (ids, paths, hashes) need no escape: one copy.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                out.append(contentsOf: bytes)
                return
            }
            for b in bytes {
                switch b {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]]
                default: out.append(b)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
