import DarkroomManifest
import DarkroomSnapshot

/// The HTML page of a verify report.
enum ReviewPage {
    static func write(_ report: VerifyReport, to directory: String) throws {
        // Replaced by the gallery's review page once it lands.
        _ = report; _ = directory
    }
}
