import DarkroomGeometry

/// The index of a snapshot store: every snapshot with its axes, pixel size, content hash,
/// layout sidecar and accessibility nodes, plus the renderer that made them.
///
/// Snapshot writes it, verify reads it, and the gallery and docs are built from it alone:
/// they never see a component. Paths are relative to the store's root folder.
///
/// Format 2 (`ManifestJSON`) is compact JSON, one snapshot per line, and lists the tokens
/// once per component rather than on every snapshot; decoding fills each record's `tokens`
/// from its component when the record has none, so readers see the same values as with
/// format 1, which still reads.
///
/// Format 3 adds each record's `sidecarSha256`, so a layout sidecar is vouched for like its
/// PNG (a report's sidecar carried no hash, so any file could be approved as one). Formats
/// 1 and 2 still read; their records have no sidecar hash, and readers compare the sidecar
/// bytes instead.
public struct Manifest: Codable, Hashable, Sendable {
    public static let currentFormat = 3
    /// The formats this build reads.
    public static let readableFormats = 1...currentFormat
    public var format: Int
    public var renderer: RendererFingerprint
    public var components: [ComponentInfo]
    /// Sorted by id.
    public var snapshots: [SnapshotRecord]
    /// The environment a viewer sees first (e.g. brand "frisbee", theme "light"), as the
    /// catalogue declares it; nil in manifests that predate it.
    public var defaults: [AxisValue]?

    public init(format: Int = Manifest.currentFormat, renderer: RendererFingerprint,
                components: [ComponentInfo], snapshots: [SnapshotRecord], defaults: [AxisValue]? = nil) {
        self.format = format; self.renderer = renderer; self.components = components; self.snapshots = snapshots
        self.defaults = defaults
    }

    private enum CodingKeys: String, CodingKey { case format, renderer, components, snapshots, defaults }

    /// Checks `format` before anything else, so a manifest from a newer Darkroom fails with
    /// that reason instead of a missing-key error.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(Int.self, forKey: .format)
        guard Self.readableFormats.contains(format) else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: c,
                debugDescription: "manifest format \(format) is not one this Darkroom reads (\(Self.readableFormats.lowerBound)-\(Self.readableFormats.upperBound)); render the store again with this version")
        }
        renderer = try c.decode(RendererFingerprint.self, forKey: .renderer)
        components = try c.decode([ComponentInfo].self, forKey: .components)
        snapshots = try c.decode([SnapshotRecord].self, forKey: .snapshots)
        defaults = try c.decodeIfPresent([AxisValue].self, forKey: .defaults)
        if format >= 2 {
            var tokens: [String: [String]] = [:]
            for component in components { tokens[component.name] = component.tokens }
            for i in snapshots.indices where snapshots[i].tokens.isEmpty {
                snapshots[i].tokens = tokens[snapshots[i].component] ?? []
            }
        }
    }
}

/// What produced the pixels: an environment change is reported as such, not as pixel diffs.
public struct RendererFingerprint: Codable, Hashable, Sendable {
    public var darkroom: String
    /// Library name -> version, e.g. "cairo": "1.16.0".
    public var libraries: [String: String]
    /// Font file name -> SHA-256 of its bytes.
    public var fonts: [String: String]
    public init(darkroom: String, libraries: [String: String], fonts: [String: String]) {
        self.darkroom = darkroom; self.libraries = libraries; self.fonts = fonts
    }

    /// The libraries that write and read PNG bytes (deflate, inflate, the PNG format): a change
    /// in one changes the files' bytes, never their pixels (ISA-L's bytes even depend on the
    /// CPU's class: README, "Canonical PNG").
    public static let encodingLibraries: Set<String> = ["isa-l", "libpng", "zlib"]

    /// This fingerprint without the encoding libraries: what decides the pixels. Verify fails
    /// and approve refuses only when this differs; a change in the rest is reported as a note.
    public var drawing: RendererFingerprint {
        var fingerprint = self
        fingerprint.libraries = libraries.filter { !Self.encodingLibraries.contains($0.key) }
        return fingerprint
    }

    /// The versions of the encoding libraries alone.
    public var encoding: [String: String] { libraries.filter { Self.encodingLibraries.contains($0.key) } }
}

/// A component as the catalogue describes it.
public struct ComponentInfo: Codable, Hashable, Sendable {
    public var name: String
    public var summary: String
    /// The component's own axes, in naming order.
    public var axes: [AxisInfo]
    /// Dotted token paths the component reads.
    public var tokens: [String]
    public var variantCount: Int
    public init(name: String, summary: String, axes: [AxisInfo], tokens: [String], variantCount: Int) {
        self.name = name; self.summary = summary; self.axes = axes; self.tokens = tokens; self.variantCount = variantCount
    }
}

public struct AxisInfo: Codable, Hashable, Sendable {
    public var name: String
    public var values: [String]
    public var defaultValue: String
    public init(name: String, values: [String], defaultValue: String) {
        self.name = name; self.values = values; self.defaultValue = defaultValue
    }
}

/// One rendered image.
public struct SnapshotRecord: Codable, Hashable, Sendable {
    /// `Component/variant@2x`, e.g. `InputCheckboxBase/md-checked-frisbee-dark-rtl@2x`.
    public var id: String
    public var component: String
    /// Component axes then environment axes (brand, theme, direction), in naming order.
    public var axes: [AxisValue]
    public var scale: Int
    /// PNG path relative to the store root.
    public var file: String
    /// Layout sidecar (Scene dump) path relative to the store root.
    public var sidecar: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// SHA-256 of the PNG bytes.
    public var sha256: String
    /// SHA-256 of the layout sidecar's bytes; nil in records of formats 1 and 2.
    public var sidecarSha256: String?
    /// Hash of everything the pixels depend on (scene dump, scale, renderer); equal inputs
    /// mean the stored file is still right, so incremental runs skip it.
    public var inputHash: String
    public var accessibility: [AccessibilityNode]
    /// Token paths this variant reads: its component's, canvas included. Not written per
    /// record in format 2 (see `Manifest`).
    public var tokens: [String]

    public init(id: String, component: String, axes: [AxisValue], scale: Int, file: String, sidecar: String,
                pixelWidth: Int, pixelHeight: Int, sha256: String, sidecarSha256: String? = nil, inputHash: String,
                accessibility: [AccessibilityNode], tokens: [String]) {
        self.id = id; self.component = component; self.axes = axes; self.scale = scale; self.file = file
        self.sidecar = sidecar; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.sha256 = sha256
        self.sidecarSha256 = sidecarSha256; self.inputHash = inputHash; self.accessibility = accessibility; self.tokens = tokens
    }

    public func value(of axis: String) -> String? { axes.first { $0.name == axis }?.value }

    private enum CodingKeys: String, CodingKey {
        case id, component, axes, scale, file, sidecar, pixelWidth, pixelHeight, sha256, sidecarSha256, inputHash, accessibility, tokens
    }

    /// `tokens` is optional in the file: format 2 leaves it to the component. `sidecarSha256`
    /// is absent before format 3.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        component = try c.decode(String.self, forKey: .component)
        axes = try c.decode([AxisValue].self, forKey: .axes)
        scale = try c.decode(Int.self, forKey: .scale)
        file = try c.decode(String.self, forKey: .file)
        sidecar = try c.decode(String.self, forKey: .sidecar)
        pixelWidth = try c.decode(Int.self, forKey: .pixelWidth)
        pixelHeight = try c.decode(Int.self, forKey: .pixelHeight)
        sha256 = try c.decode(String.self, forKey: .sha256)
        sidecarSha256 = try c.decodeIfPresent(String.self, forKey: .sidecarSha256)
        inputHash = try c.decode(String.self, forKey: .inputHash)
        accessibility = try c.decode([AccessibilityNode].self, forKey: .accessibility)
        tokens = try c.decodeIfPresent([String].self, forKey: .tokens) ?? []
    }
}

public struct AxisValue: Codable, Hashable, Sendable {
    public var name: String
    public var value: String
    public init(name: String, value: String) { self.name = name; self.value = value }
}
