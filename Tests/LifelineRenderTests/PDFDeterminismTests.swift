import Foundation
import Testing
@testable import LifelineRender

/// The same graph drawn as PDF twice, more than a second apart, gives the same bytes: cairo's
/// clock-stamped dates are replaced by a fixed one of the same length.
@Suite("PDF determinism")
struct PDFDeterminismTests {
    let dot = "digraph lifecycle { unattached -> foregroundActive; foregroundActive -> background }"

    @Test("two renders of one PDF are byte-identical, with the fixed creation date")
    func twoRendersAreIdentical() throws {
        let first = try Graphviz.render(dot: dot, format: .pdf)
        Thread.sleep(forTimeInterval: 1.1)  // cairo's dates have one-second resolution
        let second = try Graphviz.render(dot: dot, format: .pdf)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (D:19700101000000"))
    }

    @Test(
        "the fixed date is SOURCE_DATE_EPOCH's in UTC",
        arguments: [
            (Int64(0), "19700101000000"),
            (Int64(951_782_400), "20000229000000"),  // a leap day
            (Int64(1_700_000_000), "20231114221320"),
            (Int64(4_102_444_799), "20991231235959")
        ])
    func stamp(epoch: Int64, expected: String) {
        #expect(PDFDates.stamp(epoch: epoch) == expected)
    }

    @Test("only the digits change: the PDF keeps its length and everything around the dates")
    func normalizeKeepsLength() {
        var bytes = Array("<< /CreationDate (D:20261123122414Z) /ModDate (D:20261123122414+01'00) >>".utf8)
        PDFDates.normalize(&bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "<< /CreationDate (D:19700101000000Z) /ModDate (D:19700101000000+01'00) >>")
    }
}
