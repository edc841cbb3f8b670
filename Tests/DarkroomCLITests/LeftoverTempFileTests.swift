import Foundation
import Testing

/// Temp files of a killed writer are removed by the next one that holds the lock.
@Suite struct LeftoverTempFileTests {
    @Test("temp files of a killed approve or merge are removed by the next writer holding the lock; other files stay")
    func leftovers() throws {
        let folder = try failingReport("hostile-leftovers")
        let component = (try firstFailure(folder)["id"] as! String).split(separator: "/")[0]
        let store = folder + "/store"
        let planted = [store + "/.darkroom-tmp-4242-manifest.json", store + "/\(component)/.darkroom-tmp-4242-x@1x.png"]
        let kept = [store + "/notes.darkroom-tmp-kept.txt", store + "/README.md"]
        for path in planted + kept { try "x".write(toFile: path, atomically: false, encoding: .utf8) }
        let approve = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens"], in: folder)
        #expect(approve.status == 0, "\(approve.stderr)")
        for path in planted { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }

        try "x".write(toFile: planted[0], atomically: false, encoding: .utf8)
        let merge = try Darkroom.run(["merge", "--store", "store"], in: folder)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(!FileManager.default.fileExists(atPath: planted[0]))

        try FileManager.default.createDirectory(atPath: folder + "/review", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/review/.darkroom-tmp-7-report.json", atomically: false, encoding: .utf8)
        let mergeReports = try Darkroom.run(["merge", "--reports", "report", "--into", "review", "--store", "store"], in: folder)
        #expect(mergeReports.status == 0, "\(mergeReports.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/review/.darkroom-tmp-7-report.json"))
    }
}
