import Foundation
import Testing

/// `merge --reports` needs the store the reports were verified against for its review page.
@Suite struct ReportMergeStoreTests {
    @Test("merge --reports without a store to show them against is an error and writes no review")
    func mergeWithoutStore() throws {
        let folder = try failingReport("hostile-merge-store")
        let nowhere = try Darkroom.run(["merge", "--reports", "report", "--into", "review", "--store", "nowhere"], in: folder)
        #expect(nowhere.status == 2 && nowhere.stderr.contains("no snapshot store at nowhere"), "\(nowhere.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let empty = try Darkroom.run(["merge", "--reports", "report", "--into", "review", "--store", "empty"], in: folder)
        #expect(empty.status == 2 && empty.stderr.contains("no manifest at empty/manifest.json"), "\(empty.stderr)")
        #expect(!empty.stdout.contains("index.html"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/review"))
        let good = try Darkroom.run(["merge", "--reports", "report", "--into", "review", "--store", "store"], in: folder)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/review/index.html"))
    }
}
