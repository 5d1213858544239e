import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { PostingRuleKey } from '@lakeside/contracts';
import { TextColumn, UpdatedAt } from '../database/columns.js';
import { Account } from '../finance/account.entity.js';

/**
 * Which account one side of a money event is booked to (`posting_rules`): the key is what the
 * posting code names (POSTING_RULE_KEYS), the account is the retreat's choice, changed in the
 * console. Entries already posted keep the account they were posted to.
 */
@Entity('posting_rules')
@Index('UQ_posting_rules_ruleKey', ['ruleKey'], { unique: true })
@Index('IDX_posting_rules_accountId', ['accountId'])
export class PostingRule {
  @PrimaryGeneratedColumn()
  id: number;

  @TextColumn(40)
  ruleKey: PostingRuleKey;

  @Column({ type: 'int' })
  accountId: number;

  /** An account a rule points at cannot be deleted (RESTRICT): point the rule elsewhere first. */
  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_posting_rules_accountId' })
  account: Relation<Account>;

  /** What the rule is for (POSTING_RULE_PURPOSES), shown beside it. */
  @TextColumn(255)
  purpose: string;

  @UpdatedAt()
  updatedAt: Date;
}
