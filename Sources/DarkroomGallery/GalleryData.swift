import DarkroomLayout
import DarkroomManifest
import Foundation

/// The data the gallery's scripts read, embedded as `data/*.js` files that set a global,
/// because a page opened from file:// may not fetch() JSON. Paths in here are URL-encoded
/// and relative to the site root; the scripts add `../` where a page sits one folder down.
enum GalleryData {
    /// `data/catalog.js`: what the index needs, small whatever the number of snapshots.
    struct Catalog: Encodable {
        var darkroom: String
        var snapshotCount: Int
        var report: ReportSummary?
        var components: [Card]
    }

    struct ReportSummary: Encodable {
        var passed: Int
        var failures: Int
        var environmentChanged: Bool
    }

    struct Card: Encodable {
        var name: String
        var slug: String
        var summary: String
        var axes: [Axis]
        var tokens: [String]
        var variantCount: Int
        var snapshotCount: Int
        /// Component-axis parts of the variant names (`md-checked`), for search.
        var variants: [String]
        /// Default-axes snapshots, one per environment x scale; the preferred one first.
        var thumbs: [Thumb]
        /// `darkroom gallery --audit`: how many of the component's snapshots have findings.
        var findings: Int? = nil
    }

    struct Axis: Encodable {
        enum Kind: String, Encodable { case component, environment, scale }
        var name: String
        var values: [String]
        var `default`: String
        var kind: Kind
    }

    struct Thumb: Encodable {
        /// Environment axis name -> value, plus `scale`.
        var axes: [String: String]
        var img: String
        var w: Double
        var h: Double
        var surface: String
    }

    /// `data/components/<slug>.js`: the whole matrix of one component.
    struct Component: Encodable {
        var name: String
        var slug: String
        var summary: String
        /// Component axes, environment axes, then `scale`; `Shot.v` follows this order.
        var axes: [Axis]
        var tokens: [String]
        /// Accessibility node lists and token lists are shared by many snapshots: stored once.
        var a11ySets: [[A11y]]
        var tokenSets: [[String]]
        var snapshots: [Shot]
        /// `darkroom gallery --audit`: each distinct list of findings once; nil without an audit.
        var findingSets: [[AuditNotes.Note]]? = nil
    }

    struct A11y: Encodable, Hashable {
        var role: String
        var label: String
        var value: String?
        var hint: String?
        var description: String?
        var identifier: String?
        /// x, y, width, height in layout units.
        var hit: [Double]

        init(_ n: AccessibilityNode) {
            role = n.role; label = n.label; value = n.value; hint = n.hint; description = n.description
            identifier = n.identifier
            hit = [n.hitArea.origin.x, n.hitArea.origin.y, n.hitArea.size.width, n.hitArea.size.height]
        }
    }

    struct Shot: Encodable {
        var id: String
        /// The part of the id after the component, e.g. `md-checked-frisbee-dark-rtl@2x`.
        var name: String
        /// One value per axis in `Component.axes`, scale included as a string.
        var v: [String]
        var s: Int
        var img: String
        /// Size in CSS pixels at the snapshot's scale (pixels / scale).
        var w: Double
        var h: Double
        var pw: Int
        var ph: Int
        var sidecar: String
        /// `data/sidecars/<slug>/<sj>.js` holds the sidecar text, loaded when the detail opens.
        var sj: Int
        var a: Int
        var t: Int
        var sha: String
        var surface: String
        /// Index into `Component.findingSets`; nil without audit findings (and left out of the JSON).
        var f: Int? = nil
    }

    /// `data/report.js`.
    struct Report: Encodable {
        var passed: Int
        var environmentChange: [String]
        var failures: [Failure]
        /// Failures that share a cause, largest first.
        var groups: [Group]
        /// `darkroom approve --report <this>`: the report folder as verify was given it.
        var approveCommand: String
        /// `darkroom gallery --audit`: the findings the audit's baseline does not accept; nil without an audit.
        var audit: [AuditItem]? = nil
    }

    /// One new audit finding on the review page, with the component page that shows it.
    struct AuditItem: Encodable {
        var snapshot: String
        var rule: String
        var node: String
        var message: String
        /// The component page and the variant's first stored snapshot, for a link to its detail view.
        var slug: String?
        var detail: String?
    }

    /// The tokens page's data: the store's token table and each component's page slug.
    struct Tokens: Encodable {
        var table: TokenTable
        var slugs: [String: String]
    }

    struct Group: Encodable {
        var id: String
        var cause: [String]
        var ids: [String]
    }

    struct Failure: Encodable {
        var id: String
        var kind: String
        var expected: String?
        var actual: String?
        var diff: String?
        var triptych: String?
        var mismatched: Int
        var changes: [String]
        /// Slug of the component page showing this snapshot, when the manifest has it.
        var slug: String?
    }

    /// What `data/live.js` hands an open page (`darkroom watch`).
    struct Live: Encodable {
        let generation: Int
        /// Image paths (as the pages reference them) the last render changed.
        let changed: [String]
        /// Identifies the set of snapshots: a page reloads when it changes.
        let shape: String
    }

    /// `value` as JSON safe inside a script.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Escape.scriptSafeJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// `window.NAME = <json>;` with the JSON made script-safe.
    static func script<T: Encodable>(global: String, _ value: T) throws -> String {
        "window.\(global) = \(try json(value));\n"
    }

    /// A sidecar's text as a script that hands it to the open page.
    static func sidecarScript(index: Int, text: String) throws -> String {
        let json = String(decoding: try JSONEncoder().encode([text]), as: UTF8.self)
        return "Darkroom.sidecarLoaded(\(index), \(Escape.scriptSafeJSON(json))[0]);\n"
    }
}
