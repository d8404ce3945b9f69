/// What one worker thread keeps between cards: its libphonenumber service, region resolver,
/// region votes and label readings (the same few label spellings recur across a book, so
/// each is read once per thread). Not `Sendable`: lent to one thread at a time by a
/// ``LendingPool``.
final class LintWorkspace {
  let options: LintOptions
  private var serviceStorage: PhoneNumberService?
  var resolver = PhoneRegionResolver()
  /// Votes for the book's dominant region (`--region auto`), from this worker's cards.
  var votes: [PhoneRegion: Int] = [:]
  private var labels: [LabelFactsKey: LabelFacts] = [:]
  /// ``TypeValueRule``'s findings by TYPE value, property and version.
  var typeVerdicts = TypeVerdictMemo()

  init(options: LintOptions) {
    self.options = options
  }

  /// Name keys for ``LikelyDuplicateRule`` (collation of ``LintOptions/locale``), made on first
  /// use; nil when ICU has no collator for the locale.
  lazy var nameSignatures: NameSignatureMaker? = try? NameSignatureMaker(locale: options.locale)
  /// This thread's keys of the name words it has seen, for ``nameSignatures``.
  let nameKeys = NameKeyMemo()

  /// The thread's phone number service, made on first use.
  var service: PhoneNumberService {
    if let serviceStorage { return serviceStorage }
    let made = PhoneNumberService()
    serviceStorage = made
    return made
  }

  /// What the label mapping makes of a value's labels: the phone mapping for TEL, the
  /// contact mapping for EMAIL, ADR and URL (memoized: the same few spellings recur).
  func labels(phone: Bool, types: [TypeToken], label: String?) -> LabelFacts {
    let key = LabelFactsKey(phone: phone, labels: LabelKey(types: types, label: label))
    if let known = labels[key] { return known }
    let facts =
      phone
      ? LabelFacts(PhoneLabelReading(types: types, label: label), written: key.labels)
      : LabelFacts(ContactLabelReading(types: types, label: label), written: key.labels)
    labels[key] = facts
    return facts
  }
}
