/** Pieces the pattern files share: people, helping words, victims, harms, and subjects. */

/** People the writer lives with or cares about; single words, so the rules can reuse them. */
export const PEOPLE =
  "husband|wife|partner|spouse|boyfriend|girlfriend|fiance|fiancee|ex|son|sons|daughter|daughters|stepson|stepdaughter|" +
  "child|children|kid|kids|baby|babies|grandson|granddaughter|grandchild|grandchildren|grandkids|mother|mom|mum|mommy|" +
  "father|dad|daddy|stepfather|stepmother|stepdad|stepmom|brother|sister|nephew|niece|uncle|aunt|cousin|carer|caregiver|" +
  "caretaker|roommate|flatmate|lodger|landlord|neighbour|neighbor|boss|family|friend|friends|parents|parent|" +
  "lad|girl|boy|man|woman|helper|cleaner|nurse";

/** Helping verbs and adverbs that may sit between a subject and its verb ("he has always"); word and lemma forms. */
export const AUX_WORDS =
  "am|is|are|was|were|be|been|being|have|has|had|having|will|would|shall|should|can|could|may|might|must|do|does|did|" +
  "just|really|truly|still|often|sometimes|always|constantly|regularly|repeatedly|also|even|again|now|then|already|" +
  "actually|seriously|honestly|literally|lately|recently|keep|keeps|kept|started|starts|start|get|gets|got|feel|feels|" +
  "felt|almost|nearly|so|usually|occasionally|secretly|physically|go|going|to|ever|used";

const AUX = String.raw`(?: (?:${AUX_WORDS})){0,4}`;
/** "my husband", "our son", "my ex partner". */
export const OWNER = String.raw`(?:my|our|the|his|her) (?:ex |step |own |late |eldest |youngest |oldest |first |second |new )?`;
/** The writer as subject, just before the phrase: "i ", "i have been ", "we really ". */
export const WRITER_SUBJECT = String.raw`\b(?:i|we)${AUX} $`;
/** Someone else as subject, just before the phrase, or "and" continuing their sentence ("he drinks and hits me"). */
export const OTHER_SUBJECT = String.raw`(?:\b(?:he|she|they|${OWNER}(?:${PEOPLE})(?: in law)?)${AUX}|\b(?:he|she|they|${PEOPLE})\b.{0,40} and(?: then| also| still| even| sometimes| often)?${AUX}) $`;

/** People the writer might harm. */
export const VICTIM = String.raw`(?:him|her|them|someone|somebody|anyone|everyone|people|(?:my|our|the|his|her|that|this) (?:${PEOPLE}|neighbours|neighbors|people|person|guy|men|driver|doctor)(?: in law)?)`;
export const HARM = "hurt|kill|harm|stab|shoot|strangle|choke|beat|poison|murder|attack|hit|punch|smother|drown|suffocate|shake";
export const HARMING =
  "hurting|killing|harming|stabbing|shooting|strangling|choking|poisoning|murdering|attacking|beating|smothering|drowning";
/** Pills and the like, as words and lemmas. */
export const MEDS =
  "pills?|tablets?|tablits|sleeping (?:pills?|tablets?)|painkillers?|pain killers?|medication|medicine|meds|insulin|morphine|paracetamol|tablets|prescriptions?";
/** People in the writer's care, as words and lemmas. */
export const DEPENDANT =
  "grandsons?|granddaughters?|grandchild|grandchildren|grandkids?|child|children|kids?|baby|babies|toddlers?|little ones?|" +
  "son|daughter|mum|mother|mom|dad|father|husband|wife|partner|grandma|grandad|granny|nan|mam";

/**
 * The everyday things a teasing threat hangs on ("she'll kill me if I'm late", "if I buy one more
 * plant he'll strangle me", "I'd shoot her if she let the dog on the bed", "if I mention golf").
 * Not telling or leaving: a threat tied to those is a real one.
 */
const TEASE_VERBS =
  "ate|eat|eats|forgot|forget|forgets|mention|mentions|mentioned|let|lets|late|bought|buy|buys|spend|spent|dyed|dye|beat|beats|broke|" +
  "miss|missed|book|books|moved|move|wear|wore|sing|sang|sings|put|post|posted|went up|go up|goes up|going up|keep going|climb|climbs|climbed|leave my|left my";
/** After a threat, the condition it hangs on; `linkers` are the words that introduce it. */
const teaseAfter = (linkers: string) => String.raw`(?:\w+ ){0,2}(?:${linkers}) (?:i |i have |you |she |he |they |we )?(?:\w+ ){0,2}(?:${TEASE_VERBS})\b`;
/** After "she'll kill me": "if I'm late", "when she sees my hair", "I ate the last of her cake". */
export const EVERYDAY_TEASE = teaseAfter("if|when|cos|because|i");
/** After a blow that already happens: only "if", since "she slaps me when I forget things" is abuse, not a tease. */
export const EVERYDAY_TEASE_IF = teaseAfter("if|cos|because");
/** Said first: "if I buy one more plant he'll ...". `future` asks that the lead end in "will" or "would" (for a pattern that is not itself a threat: "if I forget she slaps me" stays). */
const teaseBefore = (future: boolean) => String.raw`\bif (?:i|you|we) (?:\w+ ){0,4}(?:${TEASE_VERBS})\b.*${future ? String.raw`\b(?:will|would|going to|go to) ` : ""}`;
export const EVERYDAY_TEASE_BEFORE = teaseBefore(true);
export const EVERYDAY_TEASE_BEFORE_THREAT = teaseBefore(false);

/** Laughter or a joke near a threat: "she'll kill me if I tell Mum about the party, she laughed". */
export const HUMOUR = String.raw`lol|haha|ha ha|ha|laughed|laughing|laugh|joking|joke|joked|kidding|teasing|winked|fair enough|cheeky|bless (?:her|him)`;

/** A goodbye to someone else going: moving away, a flight, an operation ("said goodbye to Maureen, she's moving to Devon"). */
export const OTHERS_LEAVING = String.raw`(?:she|he|they) (?:is|are|was|were|be) (?:moving|emigrating|flying|off to|going (?:in|into|back|home|away|to))|before (?:his|her|their) (?:flight|operation|op|trip|holiday|move)|before (?:he|she|they) (?:went|go|goes|going|be|was|were) (?:in|into|off|away|abroad)|(?:moving|moved|emigrating) (?:to|away|abroad|down|up)`;
/** "A burden to nobody": the word said of no one, not of the writer now. */
export const TO_NOBODY = "to (?:nobody|no one|noone|anybody|anyone)";
