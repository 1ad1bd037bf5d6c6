import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerGolden
import Testing
import XCTest

// The golden checks of SpinnerGolden as test assertions: each records its own failure with the
// test framework that is running, at the caller's file, line and column, so a test that only
// calls it (and forgets `#expect(report.passed)`) still fails. SpinnerGolden itself cannot do
// this: it is linked into the command-line tool, which must not load XCTest or Testing.

/// Renders `scene` at each of `times` and checks every frame against its golden
/// (`GoldenFrames.check`), recording a failure in the running test for any frame that does not
/// match, was just recorded, is missing or was refused, and for an error thrown by building the
/// scene or reading a golden. Returns the report (nil when the check threw).
///
///     @Test func spinnerMatchesGoldens() {
///         assertGoldenFrames(try mySpinnerScene(), at: [0, 0.25, 0.5], named: "spinner")
///     }
///
/// Goldens are `Goldens/<TestFile>/<name>@<time>s.png` beside `filePath` unless `directory` is given.
@discardableResult
public func assertGoldenFrames(
    _ scene: @autoclosure () throws -> Scene, at times: [Double], named name: String,
    tolerance: CompareTolerance = .exact, record: RecordMode = .fromEnvironment(), directory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenFrames.Report? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let report = try GoldenFrames.check(try scene(), at: times, named: name, tolerance: tolerance, record: record,
                                            directory: directory, file: "\(filePath)")
        let failures = report.failures
        if !failures.isEmpty {
            location.recordFailure("golden frames '\(name)': \(failures.count) of \(report.frames.count) frames failed\n"
                                   + failures.map { "\($0.name): \($0.outcome)" }.joined(separator: "\n"))
        }
        return report
    } catch {
        location.recordFailure("golden frames '\(name)' could not be checked: \(error)")
        return nil
    }
}

/// Checks one frame against `<name>.png` (`GoldenImage.check`), recording a failure in the
/// running test unless it matches. Goldens are in `Goldens/<TestFile>/` beside `filePath` unless
/// `directory` is given. Returns the outcome (nil when the check threw).
@discardableResult
public func assertGoldenImage(
    _ image: PixelBuffer, named name: String,
    tolerance: CompareTolerance = .exact, record: RecordMode = .fromEnvironment(), directory: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenImage.Outcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenImage(directory: directory ?? GoldenImage.directory(besideFile: "\(filePath)"),
                             tolerance: tolerance, recordMode: record)
    do {
        let outcome = try golden.check(image, named: name)
        if !outcome.passed { location.recordFailure("golden '\(name)': \(outcome)") }
        return outcome
    } catch {
        location.recordFailure("golden '\(name)' could not be checked: \(error)")
        return nil
    }
}

/// Checks the `Goldens/` folder beside `filePath` (or `root`) with `GoldenOrphans.find`:
/// `used` maps each test file's name (without `.swift`) to the golden names its tests check.
/// Records one failure naming every unused, missing or oversize golden. Returns the findings.
@discardableResult
public func assertNoGoldenOrphans(
    used: [String: Set<String>], root: String? = nil, sizeLimit: Int = GoldenImage.defaultSizeLimit,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [GoldenOrphans.Finding] {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let folder = root ?? GoldenImage.root(besideFile: "\(filePath)")
    do {
        let findings = try GoldenOrphans.find(in: folder, used: used, sizeLimit: sizeLimit)
        if !findings.isEmpty {
            location.recordFailure("\(findings.count) problem\(findings.count == 1 ? "" : "s") with the goldens in \(folder):\n"
                                   + findings.map(\.description).joined(separator: "\n"))
        }
        return findings
    } catch {
        location.recordFailure("the goldens in \(folder) could not be listed: \(error)")
        return []
    }
}

/// Where an assertion was called, and how to fail the test running there.
struct CallerLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Swift Testing when a Swift Testing test is running (`Test.current`), XCTest otherwise: the
    /// two do not see each other's failures, and an `Issue.record` outside a Swift Testing test
    /// would be lost to an XCTest run.
    func recordFailure(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
