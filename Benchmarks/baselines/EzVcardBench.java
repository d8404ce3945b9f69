// Baseline for issue 2: ez-vcard 0.11.2 (Debian libez-vcard-java + libvinnie-java).
//
//   java -cp ez-vcard.jar:vinnie.jar:DIR EzVcardBench convert IN.vcf OUT.vcf
//       reads the whole book and writes it as vCard 4.0, in one JVM run (the timed baseline)
//   java -cp … EzVcardBench check IN.vcf
//       reads card by card and counts ez-vcard's parse warnings and, per card, the warnings
//       of VCard.validate(version of the card), by message; prints a summary (not timed)
//
// Written for the CardKit benchmarks; compiled by Benchmarks/run.sh, never committed as .class.

import ezvcard.Ezvcard;
import ezvcard.VCard;
import ezvcard.VCardVersion;
import ezvcard.ValidationWarning;
import ezvcard.ValidationWarnings;
import ezvcard.io.ParseWarning;
import ezvcard.io.text.VCardReader;
import ezvcard.property.VCardProperty;

import java.io.File;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public final class EzVcardBench {
    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals("convert")) {
            List<VCard> cards = Ezvcard.parse(new File(args[1])).all();
            Ezvcard.write(cards).version(VCardVersion.V4_0).go(new File(args[2]));
            System.err.println("ez-vcard: " + cards.size() + " cards written as vCard 4.0");
        } else if (args.length == 2 && args[0].equals("check")) {
            check(new File(args[1]));
        } else {
            System.err.println("usage: EzVcardBench convert IN OUT | check IN");
            System.exit(64);
        }
    }

    private static void check(File file) throws Exception {
        Map<String, Integer> parse = new TreeMap<>();
        Map<String, Integer> validation = new TreeMap<>();
        int cards = 0, parseCount = 0, validationCount = 0, cardsWithValidation = 0;
        try (VCardReader reader = new VCardReader(file)) {
            VCard card;
            while ((card = reader.readNext()) != null) {
                cards++;
                for (ParseWarning w : reader.getWarnings()) {
                    parseCount++;
                    String key = "code " + w.getCode() + " " + w.getPropertyName() + ": " + trim(w.getMessage());
                    parse.merge(key, 1, Integer::sum);
                }
                ValidationWarnings vw = card.validate(card.getVersion());
                if (!vw.isEmpty()) cardsWithValidation++;
                for (Map.Entry<VCardProperty, List<ValidationWarning>> e : vw) {
                    String prop = e.getKey() == null ? "(card)" : e.getKey().getClass().getSimpleName();
                    for (ValidationWarning w : e.getValue()) {
                        validationCount++;
                        validation.merge(prop + " code " + w.getCode() + ": " + trim(w.getMessage()), 1, Integer::sum);
                    }
                }
            }
        }
        System.out.println("cards: " + cards);
        System.out.println("parse warnings: " + parseCount);
        for (Map.Entry<String, Integer> e : parse.entrySet()) System.out.println("  " + e.getValue() + "  " + e.getKey());
        System.out.println("validation warnings: " + validationCount + " (on " + cardsWithValidation + " cards)");
        for (Map.Entry<String, Integer> e : validation.entrySet()) System.out.println("  " + e.getValue() + "  " + e.getKey());
    }

    private static String trim(String message) {
        String m = message == null ? "" : message.replace('\n', ' ');
        // Messages quote the offending value; drop it so equal problems group together.
        m = m.replaceAll("\"[^\"]*\"", "\"…\"");
        return m.length() > 160 ? m.substring(0, 160) : m;
    }
}
