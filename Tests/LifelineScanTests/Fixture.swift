import Foundation
@testable import LifelineScan

/// The fixture apps under Fixtures/, scanned by path relative to the repository root so that
/// findings name files the way a user running `lifeline scan` there would see them.
enum Fixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let root = "Tests/LifelineScanTests/Fixtures"

    /// `swift test` runs in the package root, so fixture paths are relative, as a user types them.
    static func scan(_ names: String...) throws -> ScanResult {
        return try Scanner.scan(names.map { root + "/" + $0 })
    }

    static var facts: String {
        (try? String(contentsOfFile: repository + "/Docs/lifecycle-facts.md", encoding: .utf8)) ?? ""
    }
}

extension ScanResult {
    /// Each finding as `file:line rule` with the fixture root removed, in report order.
    var sites: [String] {
        findings.map {
            "\($0.location.file.replacingOccurrences(of: Fixture.root + "/", with: "")):\($0.location.line) \($0.rule.id)"
        }
    }
}
