import Foundation
import Testing

@testable import CardKit

/// The external corpus's invalid-on-purpose files produce the finding their notes name; its
/// valid files produce no finding at error severity, whatever rules run.
@Suite(.serialized) struct LintCorpusTests {
  /// Each invalid-on-purpose file and the code its MANIFEST note calls for.
  static let expected: [String: DiagnosticCode] = [
    "GNOME__evolution-data-server/tests__libebook__vcard__1.vcf": .lintMissingN,
    "GNOME__evolution-data-server/tests__libebook__vcard__2.vcf": .lintMissingN,
    "GNOME__evolution-data-server/tests__libebook__vcard__11.vcf": .invalidParameter,
    "GNOME__evolution-data-server/tests__libebook__vcard__6.vcf": .invalidParameter,
    "GNOME__evolution-data-server/tests__libebook__vcard__7.vcf": .missingBegin,
    "GNOME__evolution-data-server/tests__libebook__vcard__8.vcf": .missingEnd,
    "GNOME__evolution-data-server/tests__libebook__vcard__9.vcf": .unparsableLine,
    "ical4j__ical4j-vcard/src__test__resources__samples__invalid__vcard-dirk-whitespaceafterbegin.vcf": .lintBeginEndLine,
    "ical4j__ical4j-vcard/src__test__resources__samples__invalid__vcard-incompletenproperty.vcf": .lintComponentCount,
    "l0b0__vcard/tests__continuation_at_start.vcf": .orphanContinuation,
    "l0b0__vcard/tests__dot_at_line_start.vcf": .invalidGroupName,
    "l0b0__vcard/tests__invalid_begin.vcf": .invalidBegin,
    "l0b0__vcard/tests__invalid_language_value.vcf": .lintParameterValue,
    "l0b0__vcard/tests__invalid_param_name.vcf": .lintUnknownParameter,
    "l0b0__vcard/tests__invalid_param_value.vcf": .lintTypeValue,
    "l0b0__vcard/tests__invalid_property_foo.vcf": .lintUnknownProperty,
    "l0b0__vcard/tests__invalid_value_count_wp.vcf": .lintComponentCount,
    "l0b0__vcard/tests__line_ending_mac.vcf": .lintLineEnding,
    "l0b0__vcard/tests__line_ending_mixed.vcf": .lintLineEnding,
    "l0b0__vcard/tests__line_ending_unix.vcf": .lintLineEnding,
    "l0b0__vcard/tests__mismatch_group.vcf": .lintGroupMismatch,
    "l0b0__vcard/tests__missing_end.vcf": .missingEnd,
    "l0b0__vcard/tests__missing_fn.vcf": .lintMissingFN,
    "l0b0__vcard/tests__missing_group.vcf": .lintGroupMismatch,
    "l0b0__vcard/tests__missing_n.vcf": .lintMissingN,
    "l0b0__vcard/tests__missing_n_value.vcf": .missingColon,
    "l0b0__vcard/tests__missing_param_value.vcf": .lintTypeValue,
    "l0b0__vcard/tests__missing_photo_param.vcf": .lintMediaValue,
    "l0b0__vcard/tests__missing_properties.vcf": .missingVersion,
    "l0b0__vcard/tests__missing_start.vcf": .missingBegin,
    "l0b0__vcard/tests__missing_version.vcf": .missingVersion,
    "l0b0__vcard/tests__rfc_2426_a.vcf": .lintMissingN,
    "l0b0__vcard/tests__rfc_2426_b.vcf": .lintMissingN,
    "lucc__khard/test__fixture__vcards__unparsable.vcf": .missingEnd,
    "mangstadt__ez-vcard/src__test__resources__ezvcard__io__text__rfc2426-example.vcf": .lintMissingN,
  ]

  static var invalid: [ManifestEntry] { ManifestEntry.all.filter { $0.kind == "invalid-on-purpose" } }
  static var valid: [ManifestEntry] { ManifestEntry.all.filter { $0.kind == "valid" } }

  @Test func corpusIsPresentAndEveryInvalidFileHasAnExpectedCode() throws {
    _ = try Paths.requireExternal()
    #expect(Self.invalid.count == Self.expected.count, "\(Self.invalid.map(\.path).filter { Self.expected[$0] == nil })")
    #expect(Self.valid.count >= 100)
  }

  @Test func invalidFilesProduceTheirCode() throws {
    var matched = 0
    for entry in Self.invalid {
      guard let code = Self.expected[entry.path] else {
        Issue.record("no expected code for \(entry.path) (\(entry.note))")
        continue
      }
      let report = try Linter(options: LintFixture.allRules()).lint(paths: [entry.url.path])
      let codes = Set(report.diagnostics.map(\.code))
      #expect(codes.contains(code), "\(entry.path): \(entry.note) — expected \(code), got \(codes.map(\.rawValue).sorted())")
      if codes.contains(code) { matched += 1 }
      // Every finding is placed: file, and a card index for what belongs to a card.
      for d in report.diagnostics where d.location.cardIndex != nil {
        #expect(d.location.line > 0 && d.location.column > 0 && d.cardName != nil, "\(d)")
      }
    }
    print("lint: \(matched)/\(Self.invalid.count) invalid-on-purpose files produce their code")
  }

  @Test func validFilesHaveNoErrorFinding() throws {
    var clean = 0
    for entry in Self.valid {
      let report = try Linter(options: LintFixture.allRules()).lint(paths: [entry.url.path])
      let errors = report.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(entry.path): \(errors.map(\.description))")
      if errors.isEmpty { clean += 1 }
    }
    print("lint: \(clean)/\(Self.valid.count) valid files have no error-severity finding")
  }

  @Test func csvInputGetsHygieneRulesButNoSyntaxRules() throws {
    let path = Paths.corpora.appendingPathComponent("csv/google-current.csv").path
    let report = try Linter(options: LintFixture.allRules()).lint(paths: [path])
    #expect(report.files.first?.format == .csv)
    #expect(report.cardCount > 0)
    for d in report.diagnostics where d.code.rawValue.hasPrefix("L") {
      let rule = try #require(LintCatalogue.rule(for: d.code))
      #expect(rule.input != .syntax && rule.appliesToCSV, "\(d)")
    }
  }
}
