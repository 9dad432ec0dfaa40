import Flutter
import UIKit
import XCTest

class RunnerTests: XCTestCase {
  func testExample() {}
}
