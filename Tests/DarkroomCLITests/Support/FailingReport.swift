import Foundation
import Testing

/// A folder with a rendered store (`store/`, the small selection), a token folder whose
/// frisbee accent changed (`Tokens/`), and the verify report of the failures (`report/`):
/// the downloaded artifact the hostile-input tests tamper with.
func failingReport(_ name: String) throws -> String {
    let folder = try temporaryFolder(name)
    let render = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
    #expect(render.status == 0, "\(render.stderr)")
    try FileManager.default.copyItem(atPath: Darkroom.packageRoot + "/Tokens", toPath: folder + "/Tokens")
    let brand = folder + "/Tokens/brands/frisbee.tokens.json"
    let text = try String(contentsOfFile: brand, encoding: .utf8)
    try text.replacingOccurrences(of: "\"#40B259\"", with: "\"#3FA356\"").write(toFile: brand, atomically: true, encoding: .utf8)
    let verify = try Darkroom.run(["verify", "--store", "store", "--tokens", "Tokens", "--quiet", "--report", "report"] + smallSelection, in: folder)
    #expect(verify.status == 1, "\(verify.stderr)")
    return folder
}

/// `report/report.json` of such a folder, as JSON.
func reportJSON(_ folder: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/report/report.json"))) as! [String: Any]
}

/// The report's first failure, as JSON.
func firstFailure(_ folder: String) throws -> [String: Any] {
    (try reportJSON(folder)["failures"] as! [[String: Any]])[0]
}
