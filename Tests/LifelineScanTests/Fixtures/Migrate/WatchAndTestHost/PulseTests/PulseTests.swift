import XCTest

final class PulseTests: XCTestCase {
    func testLaunch() {}
}
